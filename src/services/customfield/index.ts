export { batchUpdateResources, createMaster, getResource, listMasters, updateResource } from './customfield';
export type { ResourceState } from './customfield';
