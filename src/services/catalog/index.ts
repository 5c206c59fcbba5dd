export { createCatalogItem, findCatalogChargeItem, getCatalogItem, listCatalogItems, updateCatalogItem } from './catalogitem';
export type { CatalogChargeItemDef, CatalogItemDef, CatalogItemRecord, NewCatalogItem } from './catalogitem';
export { createPaymentMethod, getPaymentMethod, listPaymentMethods, updatePaymentMethod } from './paymentmethod';
export { createProduct, getProduct, listProducts, updateProduct } from './product';
export { createUsageUnit, getUsageUnit, listUsageUnits } from './usageunit';
