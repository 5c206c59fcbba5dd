/**
 * The services' shared kernel (docs/development.md "Layout"): no use cases, only what every module's
 * use cases use beside their context — the ports they call out through, the caller and its day,
 * id-or-management-id lookup, uniqueness refusals.
 */
export * from './caller';
export * from './lookup';
export * from './ports';
export * from './unique';
