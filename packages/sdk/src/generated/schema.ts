// Generated from the OpenAPI document by `npm run sdk:generate`. Do not edit.
export interface paths {
    "/hc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health check */
        get: operations["hc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/livez": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers HTTP */
        get: operations["livez"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/amendment/addoptionitem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a catalog item to a contract as an option item
         * @description Under the main item contractItemId (primalContractItemId is its deprecated name), from effectiveStartDate; its end is capped at the main item end.
         */
        post: operations["v1AmendmentAddoptionitem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/amendment/cancelamendment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an amendment
         * @description Only the latest live amendment of its contract (else FAILED_PRECONDITION): the contract returns to the state before it, as a new version; the amendment is marked canceled.
         */
        post: operations["v1AmendmentCancelamendment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/amendment/cancelcontract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a contract midterm
         * @description Every item running after cancellationDate (the last day of service, inclusive) ends that day; items starting later never run.
         */
        post: operations["v1AmendmentCancelcontract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/amendment/canceloption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an option item midterm
         * @description The option item ends on cancellationDate (inclusive).
         */
        post: operations["v1AmendmentCanceloption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/amendment/changemainitem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch to another main item
         * @description The current main item ends the day before item.effectiveStartDate (default: the day after its end); the new one starts that day and the live option items move to it.
         */
        post: operations["v1AmendmentChangemainitem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/amendment/changeoptionitem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch an option item to another option item
         * @description The option item ends the day before effectiveStartDate; the new option item (same or another catalog) starts that day.
         */
        post: operations["v1AmendmentChangeoptionitem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/amendment/changequantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the contracted quantity of a charge item
         * @description From effectiveStartDate; the period containing it is charged per changeQuantityDailyRate (default TYPE_DAILY_RATE). Usage-priced charge items take no quantity (FAILED_PRECONDITION).
         */
        post: operations["v1AmendmentChangequantity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/amendment/customizeoptionitem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit an option item
         * @description Name, and per charge item name, price, tiers and timings; price and tier changes take effect from effectiveStartDate.
         */
        post: operations["v1AmendmentCustomizeoptionitem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/amendment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the provider's amendments
         * @description orderBy FIELD_ID (default; creation order), FIELD_EXECUTE_DATE or FIELD_EFFECTIVE_START_DATE (ties by id); keyset paging.
         */
        get: operations["v1AmendmentListQuery"];
        put?: never;
        /**
         * List the provider's amendments
         * @description orderBy FIELD_ID (default; creation order), FIELD_EXECUTE_DATE or FIELD_EFFECTIVE_START_DATE (ties by id); keyset paging.
         */
        post: operations["v1AmendmentList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/amendment/listbycontract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the amendments of a contract
         * @description Contract by id or optionalId; in creation (= version) order; keyset paging.
         */
        get: operations["v1AmendmentListbycontractQuery"];
        put?: never;
        /**
         * List the amendments of a contract
         * @description Contract by id or optionalId; in creation (= version) order; keyset paging.
         */
        post: operations["v1AmendmentListbycontract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/amendment/listbycontractoptionalid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the amendments of a contract by its management id */
        get: operations["v1AmendmentListbycontractoptionalidQuery"];
        put?: never;
        /** List the amendments of a contract by its management id */
        post: operations["v1AmendmentListbycontractoptionalid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/amendment/renewcontractitem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew a contract item
         * @description The item end moves forward by one defaultContractTerm; a main item takes along the live option items that ended with it.
         */
        post: operations["v1AmendmentRenewcontractitem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/batchrecordpayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record payments (or refunds) for several billings
         * @description A payment with an optionalId already recorded is not recorded again. Overpayment and refused transitions are per-row errors.
         */
        post: operations["v1BillingBatchrecordpayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/batchupdatestatuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the status of several billings (UNBILLED, INVOICE_CREATED or POSTED)
         * @description byIds (1..1000 ids) or byCondition (billings whose status is one of the given ones, at most 10,000). Refused transitions are per-row errors.
         */
        post: operations["v1BillingBatchupdatestatuses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bill each given contract's next billing date now (early billing) */
        post: operations["v1BillingCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A billing's qualified invoice (適格請求書) as PDF or HTML
         * @description Answers the document itself (application/pdf, or text/html with FORMAT_HTML), not JSON: a qualified invoice, or a qualified return invoice when the total is below zero, with the issuer block fixed when the billing was issued (docs/invoices.md).
         */
        get: operations["v1BillingDocumentQuery"];
        put?: never;
        /**
         * A billing's qualified invoice (適格請求書) as PDF or HTML
         * @description Answers the document itself (application/pdf, or text/html with FORMAT_HTML), not JSON: a qualified invoice, or a qualified return invoice when the total is below zero, with the issuer block fixed when the billing was issued (docs/invoices.md).
         */
        post: operations["v1BillingDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one billing with its lines and payments */
        get: operations["v1BillingGetQuery"];
        put?: never;
        /** Get one billing with its lines and payments */
        post: operations["v1BillingGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/invalidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invalidate a billing without payments (extension); its lines are billed again by the next run */
        post: operations["v1BillingInvalidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List billings (creation order) */
        get: operations["v1BillingListQuery"];
        put?: never;
        /** List billings (creation order) */
        post: operations["v1BillingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/listbycontract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the billings of a contract */
        get: operations["v1BillingListbycontractQuery"];
        put?: never;
        /** List the billings of a contract */
        post: operations["v1BillingListbycontract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search billings
         * @description query: terms joined by ` AND ` (all must hold): `status=<STATUS_VALUE>` (or status=any / status=*), `customerId=`, `contractId=`, `paymentMethodId=` (ids), `billingDate` and `billingDueDate` with `=`, `>=`, `<=`, `>`, `<` and a JST day `YYYY-MM-DD`; empty for all. A malformed term is INVALID_ARGUMENT naming query.
         */
        get: operations["v1BillingSearchQuery"];
        put?: never;
        /**
         * Search billings
         * @description query: terms joined by ` AND ` (all must hold): `status=<STATUS_VALUE>` (or status=any / status=*), `customerId=`, `contractId=`, `paymentMethodId=` (ids), `billingDate` and `billingDueDate` with `=`, `>=`, `<=`, `>`, `<` and a JST day `YYYY-MM-DD`; empty for all. A malformed term is INVALID_ARGUMENT naming query.
         */
        post: operations["v1BillingSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalogitem/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a catalog item with its charge items (extension)
         * @description A plan or add-on of a product (productId or productOptionalId) with one or more charge items: pricing model (flat fee, per unit, usage, volume, tiered; tiers in the v1 or v2 encoding), billing cycle, billing and due timing, proration rates, tax and rounding. Omitted fields take the documented defaults (docs/catalog.md). Each charge item gets its own id, which contracts name as catalogChargeItemId.
         */
        post: operations["v1CatalogitemCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalogitem/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a catalog item
         * @description By id or optionalId (management id); both given must name the same catalog item. Includes its charge items.
         */
        get: operations["v1CatalogitemGetQuery"];
        put?: never;
        /**
         * Get a catalog item
         * @description By id or optionalId (management id); both given must name the same catalog item. Includes its charge items.
         */
        post: operations["v1CatalogitemGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalogitem/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List catalog items
         * @description In creation order (id ascending), keyset paged, with their charge items. productId (extension) lists one product's items.
         */
        get: operations["v1CatalogitemListQuery"];
        put?: never;
        /**
         * List catalog items
         * @description In creation order (id ascending), keyset paged, with their charge items. productId (extension) lists one product's items.
         */
        post: operations["v1CatalogitemList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalogitem/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update or discontinue a catalog item
         * @description The catalog item by id or optionalId; name, description and status given replace, absent ones stay. STATUS_DISCONTINUED stops new contract items, option items and item changes from using it (FAILED_PRECONDITION); contracts already made keep billing on their terms. STATUS_ON_SALE puts it back on sale.
         */
        patch: operations["v1CatalogitemUpdate"];
        trace?: never;
    };
    "/v1/contract/alias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the contract management id
         * @description optionalId omitted or empty removes it; unique per tenant (ALREADY_EXISTS).
         */
        post: operations["v1ContractAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract/confirmdraft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a draft contract
         * @description Irreversible; confirming a normal contract succeeds and changes nothing.
         */
        post: operations["v1ContractConfirmdraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a contract
         * @description Main items with option items and charge items; omitted fields default from the catalog (docs/contracts.md). isDraft: true creates a draft.
         */
        post: operations["v1ContractCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a contract (a version snapshot) */
        get: operations["v1ContractGetQuery"];
        put?: never;
        /** Get a contract (a version snapshot) */
        post: operations["v1ContractGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract/getbyoptionalid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a contract by management id (a version snapshot) */
        get: operations["v1ContractGetbyoptionalidQuery"];
        put?: never;
        /** Get a contract by management id (a version snapshot) */
        post: operations["v1ContractGetbyoptionalid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contracts
         * @description In creation order; keyset paging.
         */
        get: operations["v1ContractListQuery"];
        put?: never;
        /**
         * List contracts
         * @description In creation order; keyset paging.
         */
        post: operations["v1ContractList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract/listbycustomer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the contracts of a customer
         * @description customerId or customerOptionalId; in creation order; keyset paging. /v1/contract/listbycustomer and /v1/contract/listbycustomerid are the same operation.
         */
        get: operations["v1ContractListbycustomerQuery"];
        put?: never;
        /**
         * List the contracts of a customer
         * @description customerId or customerOptionalId; in creation order; keyset paging. /v1/contract/listbycustomer and /v1/contract/listbycustomerid are the same operation.
         */
        post: operations["v1ContractListbycustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract/listbycustomerid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the contracts of a customer
         * @description customerId or customerOptionalId; in creation order; keyset paging. /v1/contract/listbycustomer and /v1/contract/listbycustomerid are the same operation.
         */
        get: operations["v1ContractListbycustomeridQuery"];
        put?: never;
        /**
         * List the contracts of a customer
         * @description customerId or customerOptionalId; in creation order; keyset paging. /v1/contract/listbycustomer and /v1/contract/listbycustomerid are the same operation.
         */
        post: operations["v1ContractListbycustomerid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search contracts
         * @description orderBy FIELD_ID (default) or FIELD_CONTRACT_END_DATE; optional conditions (customer, management id, draft, status, start/end date ranges; docs/contracts.md).
         */
        get: operations["v1ContractSearchQuery"];
        put?: never;
        /**
         * Search contracts
         * @description orderBy FIELD_ID (default) or FIELD_CONTRACT_END_DATE; optional conditions (customer, management id, draft, status, start/end date ranges; docs/contracts.md).
         */
        post: operations["v1ContractSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer/alias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or remove the management id of a customer
         * @description An omitted (or empty) optionalId removes the management id.
         */
        post: operations["v1CustomerAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer
         * @description optionalId and crmAccountId are unique per tenant (ALREADY_EXISTS naming the field).
         */
        post: operations["v1CustomerCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a customer
         * @description Also deletes its staff, its gateway link and its custom field values.
         */
        post: operations["v1CustomerDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer
         * @description By id, optionalId or crmAccountId (one is required; several must name the same customer).
         */
        get: operations["v1CustomerGetQuery"];
        put?: never;
        /**
         * Get a customer
         * @description By id, optionalId or crmAccountId (one is required; several must name the same customer).
         */
        post: operations["v1CustomerGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description In creation order (FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING; keyset paging.
         */
        get: operations["v1CustomerListQuery"];
        put?: never;
        /**
         * List customers
         * @description In creation order (FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING; keyset paging.
         */
        post: operations["v1CustomerList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer/paygw/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the payment-gateway link of a customer
         * @description NOT_FOUND when the customer does not exist or is not linked. Also served as /v1/customer/stripe/get.
         */
        get: operations["v1CustomerPaygwGetQuery"];
        put?: never;
        /**
         * Get the payment-gateway link of a customer
         * @description NOT_FOUND when the customer does not exist or is not linked. Also served as /v1/customer/stripe/get.
         */
        post: operations["v1CustomerPaygwGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer/paygw/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a payment-gateway customer to a customer
         * @description A customer already linked → ALREADY_EXISTS (unlink first); a gateway customer links to one customer only. Also served as /v1/customer/stripe/link.
         */
        post: operations["v1CustomerPaygwLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer/paygw/unlink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the payment-gateway link of a customer
         * @description NOT_FOUND when the customer is not linked. Also served as /v1/customer/stripe/unlink.
         */
        post: operations["v1CustomerPaygwUnlink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer/stripe/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the payment-gateway link of a customer
         * @description NOT_FOUND when the customer does not exist or is not linked. Also served as /v1/customer/stripe/get.
         */
        get: operations["v1CustomerStripeGetQuery"];
        put?: never;
        /**
         * Get the payment-gateway link of a customer
         * @description NOT_FOUND when the customer does not exist or is not linked. Also served as /v1/customer/stripe/get.
         */
        post: operations["v1CustomerStripeGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer/stripe/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a payment-gateway customer to a customer
         * @description A customer already linked → ALREADY_EXISTS (unlink first); a gateway customer links to one customer only. Also served as /v1/customer/stripe/link.
         */
        post: operations["v1CustomerStripeLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer/stripe/unlink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the payment-gateway link of a customer
         * @description NOT_FOUND when the customer is not linked. Also served as /v1/customer/stripe/unlink.
         */
        post: operations["v1CustomerStripeUnlink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a customer
         * @description Partial: fields present replace, absent ones stay; "" clears optionalId or crmAccountId.
         */
        patch: operations["v1CustomerUpdate"];
        trace?: never;
    };
    "/v1/customerstaff/alias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or remove the management id of a customer staff member
         * @description An omitted (or empty) optionalId removes it. When a customer is given, the staff member must belong to it.
         */
        post: operations["v1CustomerstaffAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customerstaff/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer staff member
         * @description The customer by customerId or customerOptionalId; name.lastName is required. optionalId and crmStaffId are unique per tenant.
         */
        post: operations["v1CustomerstaffCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customerstaff/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a customer staff member
         * @description When a customer is given, the staff member must belong to it.
         */
        post: operations["v1CustomerstaffDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customerstaff/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer staff member
         * @description By id, optionalId or crmStaffId (one is required; several must agree). When customerId or customerOptionalId is given, the staff member must belong to that customer.
         */
        get: operations["v1CustomerstaffGetQuery"];
        put?: never;
        /**
         * Get a customer staff member
         * @description By id, optionalId or crmStaffId (one is required; several must agree). When customerId or customerOptionalId is given, the staff member must belong to that customer.
         */
        post: operations["v1CustomerstaffGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customerstaff/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the staff of a customer
         * @description The customer by customerId or customerOptionalId. Creation order (FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING.
         */
        get: operations["v1CustomerstaffListQuery"];
        put?: never;
        /**
         * List the staff of a customer
         * @description The customer by customerId or customerOptionalId. Creation order (FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING.
         */
        post: operations["v1CustomerstaffList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customerstaff/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a customer staff member
         * @description Partial: fields present replace (name and address merge field by field), absent ones stay; "" clears optionalId/crmStaffId. customerId, when given, must be the current customer.
         */
        patch: operations["v1CustomerstaffUpdate"];
        trace?: never;
    };
    "/v1/customfield/master/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a custom field master (extension)
         * @description Extension (the provider makes masters in its dashboard). dataType and fieldType are required; selectOptions (1..100, distinct) only for DATA_TYPE_SELECT_LIST. Names are unique per tenant and field type.
         */
        post: operations["v1CustomfieldMasterCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customfield/master/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List custom field masters
         * @description Creation order (FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING. Extension filter: fieldType (FIELD_TYPE_UNSPECIFIED = all).
         */
        get: operations["v1CustomfieldMasterListQuery"];
        put?: never;
        /**
         * List custom field masters
         * @description Creation order (FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING. Extension filter: fieldType (FIELD_TYPE_UNSPECIFIED = all).
         */
        post: operations["v1CustomfieldMasterList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customfield/resource/batchupdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the custom field values of several resources
         * @description 1..100 items of one resourceType (an item may omit srn.resourceType). Valid items apply; invalid ones are listed in errors (0-based index, resource id, code, message) and change nothing.
         */
        post: operations["v1CustomfieldResourceBatchupdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customfield/resource/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the custom field values of a resource
         * @description GET: srn.resourceId and srn.resourceType. Lists the values set, in master creation order. The resource must exist in the tenant (NOT_FOUND otherwise).
         */
        get: operations["v1CustomfieldResourceGetQuery"];
        put?: never;
        /**
         * Get the custom field values of a resource
         * @description GET: srn.resourceId and srn.resourceType. Lists the values set, in master creation order. The resource must exist in the tenant (NOT_FOUND otherwise).
         */
        post: operations["v1CustomfieldResourceGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customfield/resource/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the custom field values of a resource
         * @description The body is a Resource. Values given replace (a value left "" clears it); masters not given keep their values. Each value is checked against its master.
         */
        patch: operations["v1CustomfieldResourceUpdate"];
        trace?: never;
    };
    "/v1/event/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event (extension)
         * @description Events are kept at least 30 days (docs/events.md).
         */
        get: operations["v1EventGetQuery"];
        put?: never;
        /**
         * Get an event (extension)
         * @description Events are kept at least 30 days (docs/events.md).
         */
        post: operations["v1EventGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/event/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events (extension)
         * @description Newest first, keyset paged; filters: types (any of), createTimeFrom (inclusive), createTimeTo (exclusive).
         */
        get: operations["v1EventListQuery"];
        put?: never;
        /**
         * List events (extension)
         * @description Newest first, keyset paged; filters: types (any of), createTimeFrom (inclusive), createTimeTo (exclusive).
         */
        post: operations["v1EventList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/event/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver an event to an endpoint once more (extension)
         * @description Queues one new delivery, due now, whatever the endpoint’s event types; it is retried like any other.
         */
        post: operations["v1EventResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expectedbilling/changequantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What-if: the first expected billing a quantity change would alter (main item charge items only; nothing is written)
         * @description Takes what /v1/amendment/changequantity takes (without memo). When the change alters no future billing, expectedBilling is the empty message (no dates, zero amounts).
         */
        post: operations["v1ExpectedbillingChangequantity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expectedbilling/listbycontract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Expected billings of a contract after today (through the current term and one auto-renewal) */
        get: operations["v1ExpectedbillingListbycontractQuery"];
        put?: never;
        /** Expected billings of a contract after today (through the current term and one auto-renewal) */
        post: operations["v1ExpectedbillingListbycontract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expectedbilling/renewalwithquantitychange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What-if: the renewed term's expected billings with new quantities (main item only; nothing is written) */
        post: operations["v1ExpectedbillingRenewalwithquantitychange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health check */
        get: operations["v1Hc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/paymentmethod/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment method (extension)
         * @description type is required (TYPE_UNSPECIFIED is refused). optionalId is unique per tenant (ALREADY_EXISTS otherwise).
         */
        post: operations["v1PaymentmethodCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/paymentmethod/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment method
         * @description By id or optionalId (management id); both given must name the same payment method.
         */
        get: operations["v1PaymentmethodGetQuery"];
        put?: never;
        /**
         * Get a payment method
         * @description By id or optionalId (management id); both given must name the same payment method.
         */
        post: operations["v1PaymentmethodGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/paymentmethod/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment methods
         * @description Ordered by id (= creation order; FIELD_UNSPECIFIED means FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING; keyset paged.
         */
        get: operations["v1PaymentmethodListQuery"];
        put?: never;
        /**
         * List payment methods
         * @description Ordered by id (= creation order; FIELD_UNSPECIFIED means FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING; keyset paged.
         */
        post: operations["v1PaymentmethodList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/paymentmethod/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a payment method
         * @description The payment method by id or optionalId; name and holdInvoiceCreation given replace, absent ones stay. The hold applies to billings created afterwards.
         */
        patch: operations["v1PaymentmethodUpdate"];
        trace?: never;
    };
    "/v1/product/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a product
         * @description A product groups catalog items (plans, add-ons). optionalId is unique per tenant (ALREADY_EXISTS otherwise).
         */
        post: operations["v1ProductCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product
         * @description By id or optionalId (management id); both given must name the same product.
         */
        get: operations["v1ProductGetQuery"];
        put?: never;
        /**
         * Get a product
         * @description By id or optionalId (management id); both given must name the same product.
         */
        post: operations["v1ProductGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description In creation order (id ascending), keyset paged.
         */
        get: operations["v1ProductListQuery"];
        put?: never;
        /**
         * List products
         * @description In creation order (id ascending), keyset paged.
         */
        post: operations["v1ProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a product
         * @description The product by id or optionalId; name and description given replace, absent ones stay.
         */
        patch: operations["v1ProductUpdate"];
        trace?: never;
    };
    "/v1/provider/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the caller's provider */
        get: operations["v1ProviderGetQuery"];
        put?: never;
        /** Get the caller's provider */
        post: operations["v1ProviderGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/testclock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the sandbox tenant's clock forward, running the daily jobs of every day it passes (extension)
         * @description A bare date means the end of that JST day. Backwards is FAILED_PRECONDITION. The daily jobs (auto-renewals, bill run, due-date sweep) of each JST day run when the clock passes that day at billRunHourJst. Each day commits on its own; Idempotency-Key is not needed (advancing again to the same instant does nothing). One advance moves the clock at most 3653 days (about ten years) and never more than 3653 days past real time (INVALID_ARGUMENT), and stops after 45 s (DEADLINE_EXCEEDED) or when the client goes away, with the clock where it had got to.
         */
        post: operations["v1TestclockAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/testclock/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox tenant's clock (extension) */
        get: operations["v1TestclockGetQuery"];
        put?: never;
        /** The sandbox tenant's clock (extension) */
        post: operations["v1TestclockGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage/daily/batchupsert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or replace up to 1,000 daily usage values in one request
         * @description Each item is a /v1/usage/daily/upsert request and follows its rules; an item that breaks one is reported in errors (index, the charge item it named, code, message) and not written, the others are. One transaction; items of the same charge item, usage unit and day apply in order (the last valid one wins).
         */
        post: operations["v1UsageDailyBatchupsert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage/daily/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recorded daily usage
         * @description Of a contract (contractId or contractOptionalId) and/or one contract charge item (one of them is required), optionally within targetDateFrom..targetDateTo (JST days, both inclusive); by day, then id; keyset paged.
         */
        get: operations["v1UsageDailyListQuery"];
        put?: never;
        /**
         * List recorded daily usage
         * @description Of a contract (contractId or contractOptionalId) and/or one contract charge item (one of them is required), optionally within targetDateFrom..targetDateTo (JST days, both inclusive); by day, then id; keyset paged.
         */
        post: operations["v1UsageDailyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage/daily/upsert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or replace the usage of one charge item and usage unit on one JST day */
        post: operations["v1UsageDailyUpsert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage/daily/upsertbycontractandusageunit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or replace a day's usage of the contract's charge item that uses the usage unit */
        post: operations["v1UsageDailyUpsertbycontractandusageunit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage/daily/upsertbyoptionalid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deprecated: use /v1/usage/daily/upsertbycontractandusageunit
         * @deprecated
         */
        post: operations["v1UsageDailyUpsertbyoptionalid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usageunit/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a usage unit (extension)
         * @description A unit daily usage is recorded in (API calls, GB, seats…). optionalId is unique per tenant (ALREADY_EXISTS otherwise).
         */
        post: operations["v1UsageunitCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usageunit/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a usage unit
         * @description By id or optionalId (management id); both given must name the same usage unit.
         */
        get: operations["v1UsageunitGetQuery"];
        put?: never;
        /**
         * Get a usage unit
         * @description By id or optionalId (management id); both given must name the same usage unit.
         */
        post: operations["v1UsageunitGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usageunit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List usage units
         * @description In creation order (id ascending), keyset paged.
         */
        get: operations["v1UsageunitListQuery"];
        put?: never;
        /**
         * List usage units
         * @description In creation order (id ascending), keyset paged.
         */
        post: operations["v1UsageunitList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhookendpoint/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a webhook endpoint (extension)
         * @description Events of the given types (empty = all) are POSTed, signed, to url (docs/events.md). The secret is shown only in this answer and on rotatesecret. A production endpoint may not target a private address unless the operator allows it.
         */
        post: operations["v1WebhookendpointCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhookendpoint/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a webhook endpoint (extension)
         * @description Its deliveries are deleted too: none is attempted again.
         */
        post: operations["v1WebhookendpointDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhookendpoint/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint (extension)
         * @description The secret is never shown again (rotatesecret makes a new one).
         */
        get: operations["v1WebhookendpointGetQuery"];
        put?: never;
        /**
         * Get a webhook endpoint (extension)
         * @description The secret is never shown again (rotatesecret makes a new one).
         */
        post: operations["v1WebhookendpointGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhookendpoint/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints (extension)
         * @description In creation order (id ascending), keyset paged.
         */
        get: operations["v1WebhookendpointListQuery"];
        put?: never;
        /**
         * List webhook endpoints (extension)
         * @description In creation order (id ascending), keyset paged.
         */
        post: operations["v1WebhookendpointList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhookendpoint/listdeliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an endpoint’s deliveries (extension)
         * @description Newest first, keyset paged; one delivery per event (and per resend), with its attempts so far.
         */
        get: operations["v1WebhookendpointListdeliveriesQuery"];
        put?: never;
        /**
         * List an endpoint’s deliveries (extension)
         * @description Newest first, keyset paged; one delivery per event (and per resend), with its attempts so far.
         */
        post: operations["v1WebhookendpointListdeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhookendpoint/rotatesecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint’s secret (extension)
         * @description A new secret, shown only in this answer; every attempt from now on is signed with it.
         */
        post: operations["v1WebhookendpointRotatesecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhookendpoint/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint (extension)
         * @description Partial: fields present replace. STATUS_DISABLED stops deliveries (pending ones wait, and resume when enabled again); disabled endpoints get no new events.
         */
        patch: operations["v1WebhookendpointUpdate"];
        trace?: never;
    };
    "/v2/amendment/cancelcontractservice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a contract service midterm
         * @description The main item mainItemId and its option items end on cancellationDate (inclusive).
         */
        post: operations["v2AmendmentCancelcontractservice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contract/confirmdraft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a draft contract
         * @description Irreversible; confirming a normal contract succeeds and changes nothing.
         */
        post: operations["v2ContractConfirmdraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contract/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a contract (one service; more via /v2/contract/service/add)
         * @description Omitted fields default from the catalog (docs/contracts.md). isDraft: true creates a draft.
         */
        post: operations["v2ContractCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contract/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contract on a day of its service timeline
         * @description With atPointInServiceTimeline: the items in force that day with the terms valid that day (services: [] when nothing runs); without: the latest state, future items included.
         */
        get: operations["v2ContractGetQuery"];
        put?: never;
        /**
         * Get a contract on a day of its service timeline
         * @description With atPointInServiceTimeline: the items in force that day with the terms valid that day (services: [] when nothing runs); without: the latest state, future items included.
         */
        post: operations["v2ContractGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contract/getbyoptionalid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a contract by management id on a day of its service timeline */
        get: operations["v2ContractGetbyoptionalidQuery"];
        put?: never;
        /** Get a contract by management id on a day of its service timeline */
        post: operations["v2ContractGetbyoptionalid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contract/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contracts matching conditions
         * @description sortOrder FIELD_ID (default) or FIELD_CONTRACT_END_DATE; conditions: customer, management id, draft, status, start/end date ranges (docs/contracts.md).
         */
        get: operations["v2ContractListQuery"];
        put?: never;
        /**
         * List contracts matching conditions
         * @description sortOrder FIELD_ID (default) or FIELD_CONTRACT_END_DATE; conditions: customer, management id, draft, status, start/end date ranges (docs/contracts.md).
         */
        post: operations["v2ContractList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contract/listatdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contracts with at least one item in force on a day
         * @description Each contract as /v2/contract/get shows it on that day.
         */
        get: operations["v2ContractListatdateQuery"];
        put?: never;
        /**
         * List contracts with at least one item in force on a day
         * @description Each contract as /v2/contract/get shows it on that day.
         */
        post: operations["v2ContractListatdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contract/service/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a service (main item and option items) to a contract
         * @description Allowed on drafts (extends the draft in place); on a normal contract it is an amendment (TYPE_ADD_ITEM) producing a new version.
         */
        post: operations["v2ContractServiceAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contract/updatepaymentmethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the payment method of a contract
         * @description Contract by contractId or contractOptionalId; payment method by paymentMethodId or paymentMethodOptionalId. Applies to billings made from now on.
         */
        post: operations["v2ContractUpdatepaymentmethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Address: {
            addressLines: string[];
            city: string;
            /** @enum {string} */
            country: "COUNTRY_UNSPECIFIED" | "COUNTRY_JP";
            /** @enum {string} */
            prefecture: "PREFECTURE_UNSPECIFIED" | "PREFECTURE_HOKKAIDO" | "PREFECTURE_AOMORI" | "PREFECTURE_IWATE" | "PREFECTURE_MIYAGI" | "PREFECTURE_AKITA" | "PREFECTURE_YAMAGATA" | "PREFECTURE_FUKUSHIMA" | "PREFECTURE_IBARAKI" | "PREFECTURE_TOCHIGI" | "PREFECTURE_GUNMA" | "PREFECTURE_SAITAMA" | "PREFECTURE_CHIBA" | "PREFECTURE_TOKYO" | "PREFECTURE_KANAGAWA" | "PREFECTURE_NIIGATA" | "PREFECTURE_TOYAMA" | "PREFECTURE_ISHIKAWA" | "PREFECTURE_FUKUI" | "PREFECTURE_YAMANASHI" | "PREFECTURE_NAGANO" | "PREFECTURE_GIFU" | "PREFECTURE_SHIZUOKA" | "PREFECTURE_AICHI" | "PREFECTURE_MIE" | "PREFECTURE_SHIGA" | "PREFECTURE_KYOTO" | "PREFECTURE_OSAKA" | "PREFECTURE_HYOGO" | "PREFECTURE_NARA" | "PREFECTURE_WAKAYAMA" | "PREFECTURE_TOTTORI" | "PREFECTURE_SHIMANE" | "PREFECTURE_OKAYAMA" | "PREFECTURE_HIROSHIMA" | "PREFECTURE_YAMAGUCHI" | "PREFECTURE_TOKUSHIMA" | "PREFECTURE_KAGAWA" | "PREFECTURE_EHIME" | "PREFECTURE_KOCHI" | "PREFECTURE_FUKUOKA" | "PREFECTURE_SAGA" | "PREFECTURE_NAGASAKI" | "PREFECTURE_KUMAMOTO" | "PREFECTURE_OITA" | "PREFECTURE_MIYAZAKI" | "PREFECTURE_KAGOSHIMA" | "PREFECTURE_OKINAWA";
            zipCode: string;
        };
        Address2: {
            addressLines?: string[];
            city?: string;
            /** @enum {string} */
            country?: "COUNTRY_UNSPECIFIED" | "COUNTRY_JP";
            /** @enum {string} */
            prefecture?: "PREFECTURE_UNSPECIFIED" | "PREFECTURE_HOKKAIDO" | "PREFECTURE_AOMORI" | "PREFECTURE_IWATE" | "PREFECTURE_MIYAGI" | "PREFECTURE_AKITA" | "PREFECTURE_YAMAGATA" | "PREFECTURE_FUKUSHIMA" | "PREFECTURE_IBARAKI" | "PREFECTURE_TOCHIGI" | "PREFECTURE_GUNMA" | "PREFECTURE_SAITAMA" | "PREFECTURE_CHIBA" | "PREFECTURE_TOKYO" | "PREFECTURE_KANAGAWA" | "PREFECTURE_NIIGATA" | "PREFECTURE_TOYAMA" | "PREFECTURE_ISHIKAWA" | "PREFECTURE_FUKUI" | "PREFECTURE_YAMANASHI" | "PREFECTURE_NAGANO" | "PREFECTURE_GIFU" | "PREFECTURE_SHIZUOKA" | "PREFECTURE_AICHI" | "PREFECTURE_MIE" | "PREFECTURE_SHIGA" | "PREFECTURE_KYOTO" | "PREFECTURE_OSAKA" | "PREFECTURE_HYOGO" | "PREFECTURE_NARA" | "PREFECTURE_WAKAYAMA" | "PREFECTURE_TOTTORI" | "PREFECTURE_SHIMANE" | "PREFECTURE_OKAYAMA" | "PREFECTURE_HIROSHIMA" | "PREFECTURE_YAMAGUCHI" | "PREFECTURE_TOKUSHIMA" | "PREFECTURE_KAGAWA" | "PREFECTURE_EHIME" | "PREFECTURE_KOCHI" | "PREFECTURE_FUKUOKA" | "PREFECTURE_SAGA" | "PREFECTURE_NAGASAKI" | "PREFECTURE_KUMAMOTO" | "PREFECTURE_OITA" | "PREFECTURE_MIYAZAKI" | "PREFECTURE_KAGOSHIMA" | "PREFECTURE_OKINAWA";
            /** @description Japanese postal code NNN-NNNN or NNNNNNN, or "" */
            zipCode?: string;
        };
        Amendment: {
            canceled: boolean;
            /** @description memo of the cancelamendment call; empty unless canceled */
            cancelMemo: string;
            /** @description system id of the contract */
            contractId: string;
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description first day of the change (for cancellations: the cancellation date, the last day of service) */
            effectiveStartDate: string;
            /** @description when the amendment was made (tenant clock) */
            executeDate: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description free text kept with the record */
            memo: string;
            /** @description the item changed, added, renewed or cancelled; empty for cancelcontract */
            targetContractItemId: string;
            /** @enum {string} */
            type: "TYPE_UNSPECIFIED" | "TYPE_ADD_ITEM" | "TYPE_CHANGE_ITEM" | "TYPE_CUSTOMIZE_ITEM" | "TYPE_CHANGE_CHARGE_ITEM_QUANTITY" | "TYPE_RENEW_ITEM" | "TYPE_CANCEL_ITEM";
            /** @description the contract version this amendment produced */
            version: number;
        };
        AutoRenewal: {
            term?: components["schemas"]["Term"];
            /** @enum {string} */
            type?: "TYPE_UNSPECIFIED" | "TYPE_DISABLED" | "TYPE_ENABLED";
        };
        AutoRenewal2: {
            term: components["schemas"]["Term2"];
            /** @enum {string} */
            type: "TYPE_UNSPECIFIED" | "TYPE_DISABLED" | "TYPE_ENABLED";
        };
        /** @description value 0 and UNIT_UNSPECIFIED: none */
        AvailabilityCycle: {
            /** @enum {string} */
            unit: "UNIT_UNSPECIFIED" | "UNIT_MONTHLY";
            value: number;
        };
        Billing: {
            billingCustomerStaffs: components["schemas"]["BillingCustomerStaff"][];
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            billingDate: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            billingDueDate: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            billingIssueDate: string;
            billingItems: components["schemas"]["BillingItem"][];
            /** @description system id of the contract */
            contractId: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            createTime: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            invoiceNumber: string;
            paidAmount: string;
            /** @description system id of the payment method */
            paymentMethodId: string;
            payments: components["schemas"]["Payment"][];
            /** @enum {string} */
            status: "STATUS_UNSPECIFIED" | "STATUS_HOLD_INVOICE_CREATION" | "STATUS_UNBILLED" | "STATUS_POSTED" | "STATUS_PARTIALLY_PAID" | "STATUS_PAID" | "STATUS_PAYMENT_EXCLUDED" | "STATUS_PAYMENT_DUE" | "STATUS_PAYMENT_UNNECESSARY" | "STATUS_PARTIALLY_UNPAID" | "STATUS_PAYMENT_REFUNDED" | "STATUS_PAID_WITH_CARD" | "STATUS_INVOICE_CREATED" | "STATUS_INVOICE_DELETED" | "STATUS_INVALIDATED" | "STATUS_ANY";
            /** @description amount before tax, yen (decimal string) */
            subtotal: string;
            tax: string;
            taxes: components["schemas"]["Tax"][];
            /** @description amount including tax, yen (decimal string) */
            total: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            updateTime: string;
        };
        BillingCustomerStaff: {
            /** @description system id of the customer staff */
            customerStaffId: string;
        };
        BillingItem: {
            /** @description system id of the contract charge item */
            contractChargeItemId: string;
            /** @description system id of the contract item */
            contractItemId: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @enum {string} */
            kind: "KIND_UNSPECIFIED" | "KIND_RECURRING" | "KIND_ONE_TIME" | "KIND_USAGE" | "KIND_ADJUSTMENT";
            /** @description display name */
            name: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            periodEnd: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            periodStart: string;
            /** @description quantity (a decimal string in responses) */
            quantity: string;
            /** @description amount before tax, yen (decimal string) */
            subtotal: string;
            /** @description consumption tax percent: 10, 8 or 0 */
            taxPercentage: string;
            unitPrice: string;
        };
        BillingTiming: {
            /** @enum {string} */
            monthlyOption?: "MONTHLY_OPTION_UNSPECIFIED" | "MONTHLY_OPTION_DAY_1" | "MONTHLY_OPTION_DAY_2" | "MONTHLY_OPTION_DAY_3" | "MONTHLY_OPTION_DAY_4" | "MONTHLY_OPTION_DAY_5" | "MONTHLY_OPTION_DAY_6" | "MONTHLY_OPTION_DAY_7" | "MONTHLY_OPTION_DAY_8" | "MONTHLY_OPTION_DAY_9" | "MONTHLY_OPTION_DAY_10" | "MONTHLY_OPTION_DAY_11" | "MONTHLY_OPTION_DAY_12" | "MONTHLY_OPTION_DAY_13" | "MONTHLY_OPTION_DAY_14" | "MONTHLY_OPTION_DAY_15" | "MONTHLY_OPTION_DAY_16" | "MONTHLY_OPTION_DAY_17" | "MONTHLY_OPTION_DAY_18" | "MONTHLY_OPTION_DAY_19" | "MONTHLY_OPTION_DAY_20" | "MONTHLY_OPTION_DAY_21" | "MONTHLY_OPTION_DAY_22" | "MONTHLY_OPTION_DAY_23" | "MONTHLY_OPTION_DAY_24" | "MONTHLY_OPTION_DAY_25" | "MONTHLY_OPTION_DAY_26" | "MONTHLY_OPTION_DAY_27" | "MONTHLY_OPTION_DAY_28" | "MONTHLY_OPTION_DAY_29" | "MONTHLY_OPTION_DAY_30" | "MONTHLY_OPTION_DAY_31" | "MONTHLY_OPTION_FIRST_DAY_OF_MONTH" | "MONTHLY_OPTION_LAST_DAY_OF_MONTH";
            /** @enum {string} */
            unit?: "UNIT_UNSPECIFIED" | "UNIT_DAILY" | "UNIT_MONTHLY";
            /** @description count of units: a JSON integer or its digits as a string, -3650..3650 */
            value?: number | string;
        };
        BillingTiming2: {
            /** @enum {string} */
            monthlyOption: "MONTHLY_OPTION_UNSPECIFIED" | "MONTHLY_OPTION_DAY_1" | "MONTHLY_OPTION_DAY_2" | "MONTHLY_OPTION_DAY_3" | "MONTHLY_OPTION_DAY_4" | "MONTHLY_OPTION_DAY_5" | "MONTHLY_OPTION_DAY_6" | "MONTHLY_OPTION_DAY_7" | "MONTHLY_OPTION_DAY_8" | "MONTHLY_OPTION_DAY_9" | "MONTHLY_OPTION_DAY_10" | "MONTHLY_OPTION_DAY_11" | "MONTHLY_OPTION_DAY_12" | "MONTHLY_OPTION_DAY_13" | "MONTHLY_OPTION_DAY_14" | "MONTHLY_OPTION_DAY_15" | "MONTHLY_OPTION_DAY_16" | "MONTHLY_OPTION_DAY_17" | "MONTHLY_OPTION_DAY_18" | "MONTHLY_OPTION_DAY_19" | "MONTHLY_OPTION_DAY_20" | "MONTHLY_OPTION_DAY_21" | "MONTHLY_OPTION_DAY_22" | "MONTHLY_OPTION_DAY_23" | "MONTHLY_OPTION_DAY_24" | "MONTHLY_OPTION_DAY_25" | "MONTHLY_OPTION_DAY_26" | "MONTHLY_OPTION_DAY_27" | "MONTHLY_OPTION_DAY_28" | "MONTHLY_OPTION_DAY_29" | "MONTHLY_OPTION_DAY_30" | "MONTHLY_OPTION_DAY_31" | "MONTHLY_OPTION_FIRST_DAY_OF_MONTH" | "MONTHLY_OPTION_LAST_DAY_OF_MONTH";
            /** @enum {string} */
            unit: "UNIT_UNSPECIFIED" | "UNIT_DAILY" | "UNIT_MONTHLY";
            value: number;
        };
        CatalogChargeItem: {
            billAllAtOnce: boolean;
            billingCycle: components["schemas"]["DefaultContractTerm2"];
            billingDueTiming: components["schemas"]["BillingTiming2"];
            billingTiming: components["schemas"]["BillingTiming2"];
            endDailyRate: components["schemas"]["StartDailyRate2"];
            /** @description catalog charge item id (contracts refer to it as catalogChargeItemId) */
            id: string;
            /** @description display name */
            name: string;
            pricingModel: components["schemas"]["PricingModel"];
            /** @enum {string} */
            rounding: "ROUNDING_UNSPECIFIED" | "ROUNDING_ROUND_DOWN" | "ROUNDING_ROUND_UP" | "ROUNDING_ROUND_HALF_UP";
            startDailyRate: components["schemas"]["StartDailyRate2"];
            /** @description consumption tax percent: 10, 8 or 0 */
            taxPercentage: number;
            /** @enum {string} */
            type: "TYPE_UNSPECIFIED" | "TYPE_RECURRING" | "TYPE_ONE_TIME";
            /** @description empty when the quantity comes from the contract */
            usageUnitId: string;
        };
        CatalogItem: {
            autoRenewal: components["schemas"]["AutoRenewal2"];
            availabilityCycle: components["schemas"]["DefaultContractTerm2"];
            catalogChargeItems: components["schemas"]["CatalogChargeItem"][];
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            defaultContractTerm: components["schemas"]["DefaultContractTerm2"];
            description: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            /** @description management id; empty when none */
            optionalId: string;
            /** @description system id of the product */
            productId: string;
            /** @enum {string} */
            status: "STATUS_UNSPECIFIED" | "STATUS_ON_SALE" | "STATUS_DISCONTINUED";
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
            /** @enum {string} */
            usage: "USAGE_UNSPECIFIED" | "USAGE_MAIN" | "USAGE_OPTION" | "USAGE_MAIN_OR_OPTION";
        };
        CatalogItemIdentifier: {
            /** @description system id of the catalog item */
            catalogItemId?: string | "";
            /** @description management id of the catalog item (instead of catalogItemId) */
            catalogItemOptionalId?: string | "";
        };
        ChargeItem: {
            billAllAtOnce: boolean;
            billingCycle: components["schemas"]["DefaultContractTerm2"];
            billingDueTiming: components["schemas"]["BillingTiming2"];
            billingTiming: components["schemas"]["BillingTiming2"];
            /** @description system id of the catalog charge item */
            catalogChargeItemId: string;
            endDailyRate: components["schemas"]["StartDailyRate2"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId: string;
            pricing: components["schemas"]["PricingModel"];
            /** @description decimal string; the latest agreed quantity (v2 with a date: the one in force) */
            quantity: string;
            /** @enum {string} */
            rounding: "ROUNDING_UNSPECIFIED" | "ROUNDING_ROUND_DOWN" | "ROUNDING_ROUND_UP" | "ROUNDING_ROUND_HALF_UP";
            startDailyRate: components["schemas"]["StartDailyRate2"];
            /** @description consumption tax percent: 10, 8 or 0 */
            taxPercentage: number;
            /** @description effective-dated quantity and price history, oldest first */
            terms: components["schemas"]["Term3"][];
            /** @enum {string} */
            type: "TYPE_UNSPECIFIED" | "TYPE_RECURRING" | "TYPE_ONE_TIME";
            /** @description empty when the quantity comes from the contract */
            usageUnitId: string;
        };
        ChargeItem2: {
            billAllAtOnce?: boolean;
            billingCycle?: components["schemas"]["DefaultContractTerm"];
            billingDueTiming?: components["schemas"]["BillingTiming"];
            billingTiming?: components["schemas"]["BillingTiming"];
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            catalogChargeItemId: string;
            /** @description true: leave this catalog charge item out of the contract item (charge items not listed take the catalog defaults); only catalogChargeItemId may be given with it */
            excluded?: boolean;
            /** @description display name */
            name?: string;
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId?: string | "";
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"); "" = not given */
            price?: number | string;
            /** @description a whole quantity 0..1000000000: a JSON integer (3) or its digits as a string ("3"); "" = not given */
            quantity?: number | string;
            tiers?: components["schemas"]["Tier"][];
        };
        ChargeItem3: {
            billAllAtOnce?: boolean;
            billingCycle?: components["schemas"]["DefaultContractTerm"];
            billingDueTiming?: components["schemas"]["BillingTiming"];
            billingTiming?: components["schemas"]["BillingTiming"];
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            catalogChargeItemId: string;
            /** @description true: leave this catalog charge item out of the contract item (charge items not listed take the catalog defaults); only catalogChargeItemId may be given with it */
            excluded?: boolean;
            /** @description display name */
            name?: string;
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId?: string | "";
            pricing?: components["schemas"]["Pricing"];
            /** @description a whole quantity 0..1000000000: a JSON integer (3) or its digits as a string ("3"); "" = not given */
            quantity?: number | string;
        };
        Conditions: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            endDateFrom?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            endDateTo?: string;
            /** @description true while the contract is a draft (not billed until confirmed) */
            isDraft?: boolean;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            startDateFrom?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            startDateTo?: string;
            /**
             * @description judged on the tenant clock's today against the contract span
             * @enum {string}
             */
            status?: "STATUS_UNSPECIFIED" | "STATUS_WAITING_ACTIVATION" | "STATUS_ACTIVE" | "STATUS_ENDED";
        };
        Contract: {
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description system id of the customer staff */
            customerStaffId: string;
            customFields: components["schemas"]["CustomField2"][];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description true while the contract is a draft (not billed until confirmed) */
            isDraft: boolean;
            mainItems: components["schemas"]["MainItem"][];
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId: string;
            /** @description system id of the payment method */
            paymentMethodId: string;
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
            version: number;
        };
        Contract2: {
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description system id of the customer staff */
            customerStaffId: string;
            customFields: components["schemas"]["CustomField2"][];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description true while the contract is a draft (not billed until confirmed) */
            isDraft: boolean;
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId: string;
            /** @description system id of the payment method */
            paymentMethodId: string;
            services: components["schemas"]["Service"][];
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
        };
        Contract3: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
        };
        Customer: {
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description system id of the crm account */
            crmAccountId: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId: string;
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
        };
        Customer2: {
            /** @description system id of the customer staff */
            customerStaffId?: string | "";
            /** @description management id of the customer staff (instead of customerStaffId) */
            customerStaffOptionalId?: string | "";
            /** @description system identifier (UUIDv7, time-ordered) */
            id?: string | "";
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId?: string | "";
        };
        CustomerStaff: {
            address: components["schemas"]["Address"];
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description system id of the crm staff */
            crmStaffId: string;
            /** @description system id of the customer */
            customerId: string;
            department: string;
            emailAddress: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: components["schemas"]["RepresentativeName"];
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId: string;
            phoneNumber: string;
            title: string;
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
        };
        CustomField: {
            date?: string;
            /** @description system id of the master */
            masterId: string;
            /** @description a decimal: a JSON number or a decimal string; "" = unset */
            number?: number | string;
            selectList?: string;
            string?: string;
        };
        CustomField2: {
            /** @description a JST business date, as JST midnight in UTC */
            date: string;
            /** @description system id of the master */
            masterId: string;
            /** @description decimal string */
            number: string;
            /** @description the chosen option */
            selectList: string;
            string: string;
        };
        CustomFieldMaster: {
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @enum {string} */
            dataType: "DATA_TYPE_UNSPECIFIED" | "DATA_TYPE_STRING" | "DATA_TYPE_NUMBER" | "DATA_TYPE_DATE" | "DATA_TYPE_SELECT_LIST";
            /** @enum {string} */
            fieldType: "FIELD_TYPE_UNSPECIFIED" | "FIELD_TYPE_CUSTOMER" | "FIELD_TYPE_CONTRACT";
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            selectOptions: string[];
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
        };
        DailyUsage: {
            /** @description system id of the contract charge item */
            contractChargeItemId: string;
            /** @description system id of the contract */
            contractId: string;
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description quantity (a decimal string in responses) */
            quantity: string;
            /** @description the JST day the value was last written (the tenant clock) */
            recordedOn: string;
            /** @description the JST day of the usage */
            targetDate: string;
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
            /** @description system id of the usage unit */
            usageUnitId: string;
        };
        Data: {
            /** @description the resource after the change */
            object: {
                [key: string]: unknown;
            };
        };
        DefaultContractTerm: {
            /** @enum {string} */
            unit?: "UNIT_UNSPECIFIED" | "UNIT_MONTHLY";
            /** @description months: a JSON integer or its digits as a string, 0..1200 */
            value?: number | string;
        };
        DefaultContractTerm2: {
            /** @enum {string} */
            unit: "UNIT_UNSPECIFIED" | "UNIT_MONTHLY";
            value: number;
        };
        Delivery: {
            /** @description attempts made so far */
            attempt: number;
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description duration of the last attempt */
            durationMs: number;
            /** @description system id of the event */
            eventId: string;
            eventType: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description when a pending delivery is attempted next; empty once finished */
            nextAttemptTime: string;
            /** @description HTTP status of the last attempt; 0 when none (not yet, timeout, refused) */
            responseStatus: number;
            /** @enum {string} */
            status: "STATUS_UNSPECIFIED" | "STATUS_PENDING" | "STATUS_SUCCEEDED" | "STATUS_FAILED";
        };
        Error: {
            /** @description gRPC status code (3 INVALID_ARGUMENT, 5 NOT_FOUND, 9 FAILED_PRECONDITION, …; docs/errors.md) */
            code: number;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            index: number;
            /** @description what went wrong, for people */
            message: string;
        };
        /** @description Error body: gRPC status code, message, detail */
        ErrorBody: {
            /** @description gRPC status code (3 INVALID_ARGUMENT, 5 NOT_FOUND, 9 FAILED_PRECONDITION, …; docs/errors.md) */
            code: number;
            /** @description machine-readable detail: fieldViolations [{field, description}] naming refused fields, reason for FAILED_PRECONDITION */
            detail: {
                [key: string]: unknown;
            };
            /** @description what went wrong, for people */
            message: string;
        };
        Event: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            data: components["schemas"]["Data"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /** @description e.g. billing.created (docs/events.md lists every type) */
            type: string;
        };
        ExpectedBilling: {
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            billingDate: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            dueDate: string;
            items: components["schemas"]["Item2"][];
            /** @description system id of the payment method */
            paymentMethodId: string;
            /** @description amount before tax, yen (decimal string) */
            subtotal: string;
            taxes: components["schemas"]["Tax"][];
            /** @description amount including tax, yen (decimal string) */
            total: string;
            totalTaxAmount: string;
        };
        HcResponse: {
            /** @enum {string} */
            status: "SERVING_STATUS_UNSPECIFIED" | "SERVING" | "NOT_SERVING";
        };
        HcStatus503: {
            /** @enum {string} */
            status: "SERVING_STATUS_UNSPECIFIED" | "SERVING" | "NOT_SERVING";
        };
        Item: {
            autoRenewal?: components["schemas"]["AutoRenewal"];
            /** @description system id of the catalog item */
            catalogItemId?: string | "";
            /** @description management id of the catalog item (instead of catalogItemId) */
            catalogItemOptionalId?: string | "";
            chargeItems?: components["schemas"]["ChargeItem2"][];
            defaultContractTerm?: components["schemas"]["DefaultContractTerm"];
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            endDate?: string;
            /** @description display name */
            name?: string;
        };
        Item2: {
            /** @description system id of the contract charge item */
            contractChargeItemId: string;
            /** @description system id of the contract item */
            contractItemId: string;
            /** @enum {string} */
            kind: "KIND_UNSPECIFIED" | "KIND_RECURRING" | "KIND_ONE_TIME" | "KIND_USAGE" | "KIND_ADJUSTMENT";
            /** @description display name */
            name: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            periodEnd: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            periodStart: string;
            /** @description quantity (a decimal string in responses) */
            quantity: string;
            /** @description amount before tax, yen (decimal string) */
            subtotal: string;
            /** @description consumption tax percent: 10, 8 or 0 */
            taxPercentage: string;
            unitPrice: string;
        };
        LinkedCustomer: {
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description system id of the gateway customer */
            gatewayCustomerId: string;
        };
        LivezResponse: {
            /** @enum {string} */
            status: "SERVING_STATUS_UNSPECIFIED" | "SERVING" | "NOT_SERVING";
        };
        LivezStatus503: {
            /** @enum {string} */
            status: "SERVING_STATUS_UNSPECIFIED" | "SERVING" | "NOT_SERVING";
        };
        MainItem: {
            autoRenewal: components["schemas"]["AutoRenewal2"];
            availabilityCycle: components["schemas"]["AvailabilityCycle"];
            /** @description set by a cancellation amendment; empty otherwise */
            cancellationDate: string;
            /** @description system id of the catalog item */
            catalogItemId: string;
            chargeItems: components["schemas"]["ChargeItem"][];
            defaultContractTerm: components["schemas"]["DefaultContractTerm2"];
            /** @description last day of service (inclusive), JST midnight in UTC */
            endDate: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            optionItems: components["schemas"]["OptionItem"][];
            startDate: string;
            /** @enum {string} */
            status: "STATUS_UNSPECIFIED" | "STATUS_WAITING_ACTIVATION" | "STATUS_ACTIVE" | "STATUS_WAITING_CANCELLATION" | "STATUS_CANCELED" | "STATUS_WAITING_COMPLETION" | "STATUS_COMPLETED" | "STATUS_INVALIDATED";
        };
        MainItem2: {
            autoRenewal?: components["schemas"]["AutoRenewal"];
            availabilityCycle?: components["schemas"]["DefaultContractTerm"];
            catalogItemIdentifier: components["schemas"]["CatalogItemIdentifier"];
            chargeItems?: components["schemas"]["ChargeItem3"][];
            defaultContractTerm?: components["schemas"]["DefaultContractTerm"];
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            endDate?: string;
            /** @description display name */
            name?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            startDate?: string;
        };
        OptionItem: {
            autoRenewal: components["schemas"]["AutoRenewal2"];
            availabilityCycle: components["schemas"]["AvailabilityCycle"];
            /** @description set by a cancellation amendment; empty otherwise */
            cancellationDate: string;
            /** @description system id of the catalog item */
            catalogItemId: string;
            chargeItems: components["schemas"]["ChargeItem"][];
            defaultContractTerm: components["schemas"]["DefaultContractTerm2"];
            /** @description last day of service (inclusive), JST midnight in UTC */
            endDate: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            startDate: string;
            /** @enum {string} */
            status: "STATUS_UNSPECIFIED" | "STATUS_WAITING_ACTIVATION" | "STATUS_ACTIVE" | "STATUS_WAITING_CANCELLATION" | "STATUS_CANCELED" | "STATUS_WAITING_COMPLETION" | "STATUS_COMPLETED" | "STATUS_INVALIDATED";
        };
        OrderBy: {
            /**
             * @description DIRECTION_ASCENDING (default) or DIRECTION_DESCENDING
             * @enum {string}
             */
            direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
            /**
             * @description the field to sort by
             * @enum {string}
             */
            field?: "FIELD_UNSPECIFIED" | "FIELD_ID";
        };
        OrderBy2: {
            /**
             * @description DIRECTION_ASCENDING (default) or DIRECTION_DESCENDING
             * @enum {string}
             */
            direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
            /**
             * @description the field to sort by
             * @enum {string}
             */
            field?: "FIELD_UNSPECIFIED" | "FIELD_ID" | "FIELD_CONTRACT_END_DATE";
        };
        OrderBy3: {
            /**
             * @description DIRECTION_ASCENDING (default) or DIRECTION_DESCENDING
             * @enum {string}
             */
            direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
            /**
             * @description the field to sort by
             * @enum {string}
             */
            field?: "FIELD_UNSPECIFIED" | "FIELD_ID" | "FIELD_BILLING_DATE";
        };
        Payment: {
            amount: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            createTime: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description free text kept with the record */
            memo: string;
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            paymentDate: string;
            /** @enum {string} */
            type: "TYPE_UNSPECIFIED" | "TYPE_PAYMENT" | "TYPE_REFUND";
        };
        PaymentMethod: {
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description new billings paid by this method start in HOLD_INVOICE_CREATION */
            holdInvoiceCreation: boolean;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            /** @description management id; empty when none */
            optionalId: string;
            /** @enum {string} */
            type: "TYPE_UNSPECIFIED" | "TYPE_BANK_TRANSFER" | "TYPE_CREDIT_CARD" | "TYPE_DIRECT_DEBIT" | "TYPE_CONVENIENCE_STORE" | "TYPE_OTHER";
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
        };
        Pricing: {
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"); "" = not given */
            price?: number | string;
            tiers?: components["schemas"]["Tier"][];
        };
        PricingModel: {
            /** @description empty for tier models */
            price: string;
            tiers: components["schemas"]["Tier2"][];
            /** @enum {string} */
            type: "TYPE_UNSPECIFIED" | "TYPE_FLAT_FEE" | "TYPE_PER_UNIT" | "TYPE_USAGE" | "TYPE_VOLUME" | "TYPE_TIERED";
        };
        Product: {
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            description: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            /** @description management id; empty when none */
            optionalId: string;
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
        };
        Provider: {
            address: string;
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            emailAddress: string;
            /** @enum {string} */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            phoneNumber: string;
            representativeName: components["schemas"]["RepresentativeName"];
            settings: components["schemas"]["Settings"];
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
        };
        ReadyzResponse: {
            /** @enum {string} */
            status: "SERVING_STATUS_UNSPECIFIED" | "SERVING" | "NOT_SERVING";
        };
        ReadyzStatus503: {
            /** @enum {string} */
            status: "SERVING_STATUS_UNSPECIFIED" | "SERVING" | "NOT_SERVING";
        };
        RepresentativeName: {
            firstName: string;
            lastName: string;
        };
        Resource: {
            customFields: components["schemas"]["CustomField2"][];
            srn: components["schemas"]["Srn2"];
        };
        Service: {
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            mainItem: components["schemas"]["OptionItem"];
            optionItems: components["schemas"]["OptionItem"][];
        };
        Settings: {
            billRunHourJst: number;
            invoiceNumberPrefix: string;
            /** @description 0 = the server default (RATE_LIMIT_PER_MINUTE) */
            rateLimitPerMinute: number;
            /** @enum {string} */
            taxRounding: "ROUNDING_UNSPECIFIED" | "ROUNDING_ROUND_DOWN" | "ROUNDING_ROUND_UP" | "ROUNDING_ROUND_HALF_UP";
        };
        Srn: {
            /** @description system id of the resource */
            resourceId: string;
            /** @enum {string} */
            resourceType?: "RESOURCE_TYPE_UNSPECIFIED" | "RESOURCE_TYPE_CUSTOMER" | "RESOURCE_TYPE_CONTRACT";
        };
        Srn2: {
            /** @description system id of the resource */
            resourceId: string;
            /** @enum {string} */
            resourceType: "RESOURCE_TYPE_UNSPECIFIED" | "RESOURCE_TYPE_CUSTOMER" | "RESOURCE_TYPE_CONTRACT";
        };
        StartDailyRate: {
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"); "" = not given */
            fixedRateValue?: number | string;
            /** @enum {string} */
            type?: "TYPE_UNSPECIFIED" | "TYPE_FULL_PRICE" | "TYPE_DAILY_RATE" | "TYPE_FIXED_RATE";
        };
        StartDailyRate2: {
            /** @description empty unless TYPE_FIXED_RATE */
            fixedRateValue: string;
            /** @enum {string} */
            type: "TYPE_UNSPECIFIED" | "TYPE_FULL_PRICE" | "TYPE_DAILY_RATE" | "TYPE_FIXED_RATE";
        };
        Summary: {
            failed: number;
            succeeded: number;
            /** @description amount including tax, yen (decimal string) */
            total: number;
        };
        Tax: {
            /** @description amount before tax, yen (decimal string) */
            subtotal: string;
            tax: string;
            /** @description consumption tax percent: 10, 8 or 0 */
            taxPercentage: string;
        };
        Term: {
            /** @enum {string} */
            unit?: "UNIT_UNSPECIFIED" | "UNIT_DAILY" | "UNIT_MONTHLY";
            /** @description count of units: a JSON integer or its digits as a string, -3650..3650 */
            value?: number | string;
        };
        Term2: {
            /** @enum {string} */
            unit: "UNIT_UNSPECIFIED" | "UNIT_DAILY" | "UNIT_MONTHLY";
            value: number;
        };
        Term3: {
            /** @description first day of these terms (JST midnight in UTC) */
            effectiveStartDate: string;
            pricing: components["schemas"]["PricingModel"];
            /** @description quantity (a decimal string in responses) */
            quantity: string;
        };
        Tier: {
            /** @enum {string} */
            feeFormula?: "FEE_FORMULA_UNSPECIFIED" | "FEE_FORMULA_PER_UNIT" | "FEE_FORMULA_FLAT_FEE";
            /** @enum {string} */
            kind?: "KIND_UNSPECIFIED" | "KIND_PER_UNIT" | "KIND_FLAT_FEE";
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"); "" = not given */
            price?: number | string;
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"); "" = not given */
            unitPrice?: number | string;
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"); "" = not given */
            upperLimit?: number | string;
        };
        Tier2: {
            /** @enum {string} */
            feeFormula: "FEE_FORMULA_UNSPECIFIED" | "FEE_FORMULA_PER_UNIT" | "FEE_FORMULA_FLAT_FEE";
            /** @enum {string} */
            kind: "KIND_UNSPECIFIED" | "KIND_PER_UNIT" | "KIND_FLAT_FEE";
            /** @description the flat fee of a KIND_FLAT_FEE tier (v1 reading); empty for per-unit tiers */
            price: string;
            /** @description per-unit price, or the flat fee (v2 reading) */
            unitPrice: string;
            /** @description inclusive; empty on the last tier = no limit */
            upperLimit: string;
        };
        Usage: {
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
        };
        V1AmendmentAddoptionitemRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractItemId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            effectiveStartDate: string;
            item: components["schemas"]["Item"];
            /** @description free text kept with the record */
            memo?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            primalContractItemId?: string;
        };
        V1AmendmentAddoptionitemResponse: {
            amendment: components["schemas"]["Amendment"];
            contract: components["schemas"]["Contract"];
        };
        V1AmendmentCancelamendmentRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /** @description free text kept with the record */
            memo?: string;
        };
        V1AmendmentCancelamendmentResponse: {
            amendment: components["schemas"]["Amendment"];
            contract: components["schemas"]["Contract"];
        };
        V1AmendmentCancelcontractRequest: {
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            cancellationDate: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
            /** @description free text kept with the record */
            memo?: string;
        };
        V1AmendmentCancelcontractResponse: {
            amendment: components["schemas"]["Amendment"];
            contract: components["schemas"]["Contract"];
        };
        V1AmendmentCanceloptionRequest: {
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            cancellationDate: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractItemId: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
            /** @description free text kept with the record */
            memo?: string;
        };
        V1AmendmentCanceloptionResponse: {
            amendment: components["schemas"]["Amendment"];
            contract: components["schemas"]["Contract"];
        };
        V1AmendmentChangemainitemRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
            item: {
                autoRenewal?: components["schemas"]["AutoRenewal"];
                /** @description system id of the catalog item */
                catalogItemId?: string | "";
                /** @description management id of the catalog item (instead of catalogItemId) */
                catalogItemOptionalId?: string | "";
                chargeItems?: components["schemas"]["ChargeItem2"][];
                defaultContractTerm?: components["schemas"]["DefaultContractTerm"];
                /**
                 * Format: rfc3339-jst
                 * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                 */
                effectiveStartDate?: string;
                /**
                 * Format: rfc3339-jst
                 * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                 */
                endDate?: string;
                /** @description display name */
                name?: string;
            };
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            mainItemId: string;
            /** @description free text kept with the record */
            memo?: string;
        };
        V1AmendmentChangemainitemResponse: {
            amendment: components["schemas"]["Amendment"];
            contract: components["schemas"]["Contract"];
        };
        V1AmendmentChangeoptionitemRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractItemId: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            effectiveStartDate: string;
            item: components["schemas"]["Item"];
            /** @description free text kept with the record */
            memo?: string;
        };
        V1AmendmentChangeoptionitemResponse: {
            amendment: components["schemas"]["Amendment"];
            contract: components["schemas"]["Contract"];
        };
        V1AmendmentChangequantityRequest: {
            changeQuantityDailyRate?: components["schemas"]["StartDailyRate"];
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractChargeItemId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractChargeItemOptionalId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            effectiveStartDate: string;
            /** @description free text kept with the record */
            memo?: string;
            /** @description a whole quantity 0..1000000000: a JSON integer (3) or its digits as a string ("3"); "" = not given */
            quantity: number | string;
        };
        V1AmendmentChangequantityResponse: {
            amendment: components["schemas"]["Amendment"];
            contract: components["schemas"]["Contract"];
        };
        V1AmendmentCustomizeoptionitemRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractItemId: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            effectiveStartDate: string;
            item: {
                chargeItems?: {
                    billingDueTiming?: components["schemas"]["BillingTiming"];
                    billingTiming?: components["schemas"]["BillingTiming"];
                    /**
                     * Format: uuid
                     * @description system identifier (UUID)
                     */
                    contractChargeItemId?: string;
                    /** @description management id: 1..64 of [A-Za-z0-9_-] */
                    contractChargeItemOptionalId?: string;
                    /** @description display name */
                    name?: string;
                    /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"); "" = not given */
                    price?: number | string;
                    tiers?: components["schemas"]["Tier"][];
                }[];
                /** @description display name */
                name?: string;
            };
            /** @description free text kept with the record */
            memo?: string;
        };
        V1AmendmentCustomizeoptionitemResponse: {
            amendment: components["schemas"]["Amendment"];
            contract: components["schemas"]["Contract"];
        };
        V1AmendmentListbycontractoptionalidRequest: {
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId: string;
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1AmendmentListbycontractoptionalidResponse: {
            amendments: components["schemas"]["Amendment"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1AmendmentListbycontractRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1AmendmentListbycontractResponse: {
            amendments: components["schemas"]["Amendment"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1AmendmentListRequest: {
            /** @description sort order of the list */
            orderBy?: {
                /**
                 * @description DIRECTION_ASCENDING (default) or DIRECTION_DESCENDING
                 * @enum {string}
                 */
                direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
                /**
                 * @description the field to sort by
                 * @enum {string}
                 */
                field?: "FIELD_UNSPECIFIED" | "FIELD_ID" | "FIELD_EXECUTE_DATE" | "FIELD_EFFECTIVE_START_DATE";
            };
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1AmendmentListResponse: {
            amendments: components["schemas"]["Amendment"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1AmendmentRenewcontractitemRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractItemId: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
            /** @description free text kept with the record */
            memo?: string;
        };
        V1AmendmentRenewcontractitemResponse: {
            amendment: components["schemas"]["Amendment"];
            contract: components["schemas"]["Contract"];
        };
        V1BillingBatchrecordpaymentsRequest: {
            payments: {
                /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"; up to 15 integer and 10 fraction digits) */
                amount: number | string;
                /** @description system id of the billing */
                billingId: string;
                /** @description free text kept with the record */
                memo?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                optionalId?: string;
                /**
                 * Format: rfc3339-jst
                 * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                 */
                paymentDate: string;
                /** @enum {string} */
                type?: "TYPE_UNSPECIFIED" | "TYPE_PAYMENT" | "TYPE_REFUND";
            }[];
        };
        V1BillingBatchrecordpaymentsResponse: {
            errors: components["schemas"]["Error"][];
            summary: components["schemas"]["Summary"];
        };
        V1BillingBatchupdatestatusesRequest: {
            byCondition?: {
                anyItemHasStatusIn: {
                    statuses: ("STATUS_UNSPECIFIED" | "STATUS_HOLD_INVOICE_CREATION" | "STATUS_UNBILLED" | "STATUS_POSTED" | "STATUS_PARTIALLY_PAID" | "STATUS_PAID" | "STATUS_PAYMENT_EXCLUDED" | "STATUS_PAYMENT_DUE" | "STATUS_PAYMENT_UNNECESSARY" | "STATUS_PARTIALLY_UNPAID" | "STATUS_PAYMENT_REFUNDED" | "STATUS_PAID_WITH_CARD" | "STATUS_INVOICE_CREATED" | "STATUS_INVOICE_DELETED" | "STATUS_INVALIDATED")[];
                };
            };
            byIds?: {
                ids: string[];
            };
            /** @enum {string} */
            status: "STATUS_UNSPECIFIED" | "STATUS_UNBILLED" | "STATUS_INVOICE_CREATED" | "STATUS_POSTED";
        };
        V1BillingBatchupdatestatusesResponse: {
            errors: components["schemas"]["Error"][];
            summary: components["schemas"]["Summary"];
        };
        V1BillingCreateRequest: {
            contractIds?: string[];
            contractOptionalIds?: string[];
            holdInvoiceCreation?: boolean;
        };
        V1BillingCreateResponse: {
            billings: components["schemas"]["Billing"][];
        };
        V1BillingDocumentRequest: {
            /**
             * @description FORMAT_PDF when unspecified
             * @enum {string}
             */
            format?: "FORMAT_UNSPECIFIED" | "FORMAT_PDF" | "FORMAT_HTML";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
        };
        V1BillingGetRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
        };
        V1BillingGetResponse: {
            billing: components["schemas"]["Billing"];
        };
        V1BillingInvalidateRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
        };
        V1BillingInvalidateResponse: {
            billing: components["schemas"]["Billing"];
        };
        V1BillingListbycontractRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
            /** @description sort order of the list */
            orderBy?: components["schemas"]["OrderBy3"];
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1BillingListbycontractResponse: {
            billings: components["schemas"]["Billing"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1BillingListRequest: {
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1BillingListResponse: {
            billings: components["schemas"]["Billing"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1BillingSearchRequest: {
            /** @description sort order of the list */
            orderBy?: components["schemas"]["OrderBy3"];
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /** @description terms joined by AND: status=<STATUS>, customerId=<id>, contractId=<id>, paymentMethodId=<id>, billingDate and billingDueDate with =, >=, <=, >, < and YYYY-MM-DD */
            query?: string;
        };
        V1BillingSearchResponse: {
            billings: components["schemas"]["Billing"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1CatalogitemCreateRequest: {
            autoRenewal?: components["schemas"]["AutoRenewal"];
            availabilityCycle?: components["schemas"]["DefaultContractTerm"];
            catalogChargeItems: {
                billAllAtOnce?: boolean;
                billingCycle?: components["schemas"]["DefaultContractTerm"];
                billingDueTiming?: components["schemas"]["BillingTiming"];
                billingTiming?: components["schemas"]["BillingTiming"];
                endDailyRate?: components["schemas"]["StartDailyRate"];
                /** @description display name */
                name: string;
                pricingModel: {
                    /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"); "" = not given */
                    price?: number | string;
                    tiers?: components["schemas"]["Tier"][];
                    /** @enum {string} */
                    type?: "TYPE_UNSPECIFIED" | "TYPE_FLAT_FEE" | "TYPE_PER_UNIT" | "TYPE_USAGE" | "TYPE_VOLUME" | "TYPE_TIERED";
                };
                /** @enum {string} */
                rounding?: "ROUNDING_UNSPECIFIED" | "ROUNDING_ROUND_DOWN" | "ROUNDING_ROUND_UP" | "ROUNDING_ROUND_HALF_UP";
                startDailyRate?: components["schemas"]["StartDailyRate"];
                /**
                 * @description percent: 10 (default), 8 or 0
                 * @enum {integer}
                 */
                taxPercentage?: 0 | 8 | 10;
                /** @enum {string} */
                type?: "TYPE_UNSPECIFIED" | "TYPE_RECURRING" | "TYPE_ONE_TIME";
                /** @description system id of the usage unit */
                usageUnitId?: string | "";
                /** @description management id of the usage unit (instead of usageUnitId) */
                usageUnitOptionalId?: string | "";
            }[];
            defaultContractTerm?: components["schemas"]["DefaultContractTerm"];
            description?: string;
            /** @description display name */
            name: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            productId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            productOptionalId?: string;
            /** @enum {string} */
            status?: "STATUS_UNSPECIFIED" | "STATUS_ON_SALE" | "STATUS_DISCONTINUED";
            /** @enum {string} */
            usage?: "USAGE_UNSPECIFIED" | "USAGE_MAIN" | "USAGE_OPTION" | "USAGE_MAIN_OR_OPTION";
        };
        V1CatalogitemCreateResponse: {
            catalogItem: components["schemas"]["CatalogItem"];
        };
        V1CatalogitemGetRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
        };
        V1CatalogitemGetResponse: {
            catalogItem: components["schemas"]["CatalogItem"];
        };
        V1CatalogitemListRequest: {
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            productId?: string;
        };
        V1CatalogitemListResponse: {
            catalogItems: components["schemas"]["CatalogItem"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1CatalogitemUpdateRequest: {
            description?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description display name */
            name?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
            /** @enum {string} */
            status?: "STATUS_UNSPECIFIED" | "STATUS_ON_SALE" | "STATUS_DISCONTINUED";
        };
        V1CatalogitemUpdateResponse: {
            catalogItem: components["schemas"]["CatalogItem"];
        };
        V1ContractAliasRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId?: string | "";
        };
        V1ContractAliasResponse: {
            contract: components["schemas"]["Contract"];
        };
        V1ContractConfirmdraftRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
        };
        V1ContractConfirmdraftResponse: {
            contract: components["schemas"]["Contract"];
        };
        V1ContractCreateRequest: {
            customer: components["schemas"]["Customer2"];
            /** @description true while the contract is a draft (not billed until confirmed) */
            isDraft?: boolean;
            mainItems: {
                autoRenewal?: components["schemas"]["AutoRenewal"];
                /** @description system id of the catalog item */
                catalogItemId?: string | "";
                /** @description management id of the catalog item (instead of catalogItemId) */
                catalogItemOptionalId?: string | "";
                chargeItems?: components["schemas"]["ChargeItem2"][];
                defaultContractTerm?: components["schemas"]["DefaultContractTerm"];
                /**
                 * Format: rfc3339-jst
                 * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                 */
                endDate?: string;
                /** @description display name */
                name?: string;
                optionItems?: {
                    autoRenewal?: components["schemas"]["AutoRenewal"];
                    /** @description system id of the catalog item */
                    catalogItemId?: string | "";
                    /** @description management id of the catalog item (instead of catalogItemId) */
                    catalogItemOptionalId?: string | "";
                    chargeItems?: components["schemas"]["ChargeItem2"][];
                    defaultContractTerm?: components["schemas"]["DefaultContractTerm"];
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    endDate?: string;
                    /** @description display name */
                    name?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    startDate?: string;
                }[];
                /**
                 * Format: rfc3339-jst
                 * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                 */
                startDate?: string;
            }[];
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId?: string | "";
            /** @description system id of the payment method */
            paymentMethodId?: string | "";
            /** @description management id of the payment method (instead of paymentMethodId) */
            paymentMethodOptionalId?: string | "";
        };
        V1ContractCreateResponse: {
            contract: components["schemas"]["Contract"];
        };
        V1ContractGetbyoptionalidRequest: {
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId: string;
            version?: number;
        };
        V1ContractGetbyoptionalidResponse: {
            contract: components["schemas"]["Contract"];
        };
        V1ContractGetRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /** @description omitted or 0: the latest version */
            version?: number;
        };
        V1ContractGetResponse: {
            contract: components["schemas"]["Contract"];
        };
        V1ContractListbycustomeridRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1ContractListbycustomeridResponse: {
            contracts: components["schemas"]["Contract"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1ContractListbycustomerRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1ContractListbycustomerResponse: {
            contracts: components["schemas"]["Contract"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1ContractListRequest: {
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1ContractListResponse: {
            contracts: components["schemas"]["Contract"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1ContractSearchRequest: {
            conditions?: components["schemas"]["Conditions"];
            /** @description sort order of the list */
            orderBy?: components["schemas"]["OrderBy2"];
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1ContractSearchResponse: {
            contracts: components["schemas"]["Contract"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1CustomerAliasRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /** @description management id (1..64 of [A-Za-z0-9_-]); "" = none */
            optionalId?: string;
        };
        V1CustomerAliasResponse: {
            customer: components["schemas"]["Customer"];
        };
        V1CustomerCreateRequest: {
            /** @description external CRM identifier (visible ASCII, ≤255); "" = none */
            crmAccountId?: string;
            /** @description display name */
            name: string;
            /** @description management id (1..64 of [A-Za-z0-9_-]); "" = none */
            optionalId?: string;
        };
        V1CustomerCreateResponse: {
            customer: components["schemas"]["Customer"];
        };
        V1CustomerDeleteRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
        };
        V1CustomerDeleteResponse: Record<string, never>;
        V1CustomerGetRequest: {
            /** @description external CRM identifier (visible ASCII, 1..255) */
            crmAccountId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
        };
        V1CustomerGetResponse: {
            customer: components["schemas"]["Customer"];
        };
        V1CustomerListRequest: {
            /** @description sort order of the list */
            orderBy?: components["schemas"]["OrderBy"];
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1CustomerListResponse: {
            customers: components["schemas"]["Customer"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1CustomerPaygwGetRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId: string;
        };
        V1CustomerPaygwGetResponse: {
            linkedCustomer: components["schemas"]["LinkedCustomer"];
        };
        V1CustomerPaygwLinkRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId: string;
            /** @description the gateway's customer id (visible ASCII, 1..255) */
            gatewayCustomerId: string;
        };
        V1CustomerPaygwLinkResponse: {
            linkedCustomer: components["schemas"]["LinkedCustomer"];
        };
        V1CustomerPaygwUnlinkRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId: string;
        };
        V1CustomerPaygwUnlinkResponse: Record<string, never>;
        V1CustomerstaffAliasRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /** @description management id (1..64 of [A-Za-z0-9_-]); "" = none */
            optionalId?: string;
        };
        V1CustomerstaffAliasResponse: {
            customerStaff: components["schemas"]["CustomerStaff"];
        };
        V1CustomerstaffCreateRequest: {
            address?: components["schemas"]["Address2"];
            /** @description external CRM identifier (visible ASCII, ≤255); "" = none */
            crmStaffId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            department?: string;
            /** @description an e-mail address or "" */
            emailAddress?: string;
            /** @description display name */
            name: {
                firstName?: string;
                lastName: string;
            };
            /** @description management id (1..64 of [A-Za-z0-9_-]); "" = none */
            optionalId?: string;
            /** @description digits, +, (, ), space, hyphen; up to 32; or "" */
            phoneNumber?: string;
            title?: string;
        };
        V1CustomerstaffCreateResponse: {
            customerStaff: components["schemas"]["CustomerStaff"];
        };
        V1CustomerstaffDeleteRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
        };
        V1CustomerstaffDeleteResponse: Record<string, never>;
        V1CustomerstaffGetRequest: {
            /** @description external CRM identifier (visible ASCII, 1..255) */
            crmStaffId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
        };
        V1CustomerstaffGetResponse: {
            customerStaff: components["schemas"]["CustomerStaff"];
        };
        V1CustomerstaffListRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /** @description sort order of the list */
            orderBy?: components["schemas"]["OrderBy"];
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1CustomerstaffListResponse: {
            customerStaffs: components["schemas"]["CustomerStaff"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1CustomerstaffUpdateRequest: {
            address?: components["schemas"]["Address2"];
            /** @description output only; ignored */
            createTime?: string;
            /** @description external CRM identifier (visible ASCII, ≤255); "" = none */
            crmStaffId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            department?: string;
            /** @description an e-mail address or "" */
            emailAddress?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /** @description display name */
            name?: {
                firstName?: string;
                lastName?: string;
            };
            /** @description management id (1..64 of [A-Za-z0-9_-]); "" = none */
            optionalId?: string;
            /** @description digits, +, (, ), space, hyphen; up to 32; or "" */
            phoneNumber?: string;
            title?: string;
            /** @description output only; ignored */
            updateTime?: string;
        };
        V1CustomerstaffUpdateResponse: {
            customerStaff: components["schemas"]["CustomerStaff"];
        };
        V1CustomerStripeGetRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId: string;
        };
        V1CustomerStripeGetResponse: {
            linkedCustomer: components["schemas"]["LinkedCustomer"];
        };
        V1CustomerStripeLinkRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId: string;
            /** @description the gateway's customer id (visible ASCII, 1..255) */
            gatewayCustomerId: string;
        };
        V1CustomerStripeLinkResponse: {
            linkedCustomer: components["schemas"]["LinkedCustomer"];
        };
        V1CustomerStripeUnlinkRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId: string;
        };
        V1CustomerStripeUnlinkResponse: Record<string, never>;
        V1CustomerUpdateRequest: {
            /** @description output only; ignored */
            createTime?: string;
            /** @description external CRM identifier (visible ASCII, ≤255); "" = none */
            crmAccountId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /** @description display name */
            name?: string;
            /** @description management id (1..64 of [A-Za-z0-9_-]); "" = none */
            optionalId?: string;
            /** @description output only; ignored */
            updateTime?: string;
        };
        V1CustomerUpdateResponse: {
            customer: components["schemas"]["Customer"];
        };
        V1CustomfieldMasterCreateRequest: {
            /** @enum {string} */
            dataType: "DATA_TYPE_UNSPECIFIED" | "DATA_TYPE_STRING" | "DATA_TYPE_NUMBER" | "DATA_TYPE_DATE" | "DATA_TYPE_SELECT_LIST";
            /** @enum {string} */
            fieldType: "FIELD_TYPE_UNSPECIFIED" | "FIELD_TYPE_CUSTOMER" | "FIELD_TYPE_CONTRACT";
            /** @description display name */
            name: string;
            selectOptions?: string[];
        };
        V1CustomfieldMasterCreateResponse: {
            customFieldMaster: components["schemas"]["CustomFieldMaster"];
        };
        V1CustomfieldMasterListRequest: {
            /** @enum {string} */
            fieldType?: "FIELD_TYPE_UNSPECIFIED" | "FIELD_TYPE_CUSTOMER" | "FIELD_TYPE_CONTRACT";
            /** @description sort order of the list */
            orderBy?: components["schemas"]["OrderBy"];
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1CustomfieldMasterListResponse: {
            customFieldMasters: components["schemas"]["CustomFieldMaster"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1CustomfieldResourceBatchupdateRequest: {
            items: {
                resource: {
                    customFields?: components["schemas"]["CustomField"][];
                    srn: components["schemas"]["Srn"];
                };
            }[];
            /** @enum {string} */
            resourceType: "RESOURCE_TYPE_UNSPECIFIED" | "RESOURCE_TYPE_CUSTOMER" | "RESOURCE_TYPE_CONTRACT";
        };
        V1CustomfieldResourceBatchupdateResponse: {
            errors: components["schemas"]["Error"][];
            resources: components["schemas"]["Resource"][];
            summary: components["schemas"]["Summary"];
        };
        V1CustomfieldResourceGetRequest: {
            srn: {
                /**
                 * Format: uuid
                 * @description system identifier (UUID)
                 */
                resourceId: string;
                /** @enum {string} */
                resourceType: "RESOURCE_TYPE_UNSPECIFIED" | "RESOURCE_TYPE_CUSTOMER" | "RESOURCE_TYPE_CONTRACT";
            };
        };
        V1CustomfieldResourceGetResponse: {
            resource: components["schemas"]["Resource"];
        };
        V1CustomfieldResourceUpdateRequest: {
            customFields?: components["schemas"]["CustomField"][];
            srn: components["schemas"]["Srn"];
        };
        V1CustomfieldResourceUpdateResponse: {
            resource: components["schemas"]["Resource"];
        };
        V1EventGetRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
        };
        V1EventGetResponse: {
            event: components["schemas"]["Event"];
        };
        V1EventListRequest: {
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            createTimeFrom?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            createTimeTo?: string;
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /** @description empty = every type */
            types?: ("customer.created" | "customer.updated" | "customer.deleted" | "contract.created" | "contract.confirmed" | "amendment.created" | "amendment.canceled" | "billing.created" | "billing.status_changed" | "billing.invalidated" | "payment.recorded" | "bill_run.completed")[];
        };
        V1EventListResponse: {
            events: components["schemas"]["Event"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1EventResendRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            webhookEndpointId: string;
        };
        V1EventResendResponse: {
            delivery: components["schemas"]["Delivery"];
        };
        V1ExpectedbillingChangequantityRequest: {
            changeQuantityDailyRate?: components["schemas"]["StartDailyRate"];
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractChargeItemId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractChargeItemOptionalId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            effectiveStartDate: string;
            /** @description a whole quantity 0..1000000000: a JSON integer (3) or its digits as a string ("3"); "" = not given */
            quantity: number | string;
        };
        V1ExpectedbillingChangequantityResponse: {
            expectedBilling: components["schemas"]["ExpectedBilling"];
        };
        V1ExpectedbillingListbycontractRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1ExpectedbillingListbycontractResponse: {
            expectedBillings: components["schemas"]["ExpectedBilling"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1ExpectedbillingRenewalwithquantitychangeRequest: {
            chargeItems?: {
                /**
                 * Format: uuid
                 * @description system identifier (UUID)
                 */
                contractChargeItemId?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                contractChargeItemOptionalId?: string;
                /** @description a whole quantity 0..1000000000: a JSON integer (3) or its digits as a string ("3"); "" = not given */
                quantity: number | string;
            }[];
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractItemId: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
        };
        V1ExpectedbillingRenewalwithquantitychangeResponse: {
            expectedBillings: components["schemas"]["ExpectedBilling"][];
        };
        V1HcResponse: {
            /** @enum {string} */
            status: "SERVING_STATUS_UNSPECIFIED" | "SERVING" | "NOT_SERVING";
        };
        V1HcStatus503: {
            /** @enum {string} */
            status: "SERVING_STATUS_UNSPECIFIED" | "SERVING" | "NOT_SERVING";
        };
        V1PaymentmethodCreateRequest: {
            /** @description default false */
            holdInvoiceCreation?: boolean;
            /** @description display name */
            name: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
            /** @enum {string} */
            type: "TYPE_UNSPECIFIED" | "TYPE_BANK_TRANSFER" | "TYPE_CREDIT_CARD" | "TYPE_DIRECT_DEBIT" | "TYPE_CONVENIENCE_STORE" | "TYPE_OTHER";
        };
        V1PaymentmethodCreateResponse: {
            paymentMethod: components["schemas"]["PaymentMethod"];
        };
        V1PaymentmethodGetRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
        };
        V1PaymentmethodGetResponse: {
            paymentMethod: components["schemas"]["PaymentMethod"];
        };
        V1PaymentmethodListRequest: {
            /** @description sort order of the list */
            orderBy?: components["schemas"]["OrderBy"];
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1PaymentmethodListResponse: {
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
            paymentMethods: components["schemas"]["PaymentMethod"][];
        };
        V1PaymentmethodUpdateRequest: {
            holdInvoiceCreation?: boolean;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description display name */
            name?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
        };
        V1PaymentmethodUpdateResponse: {
            paymentMethod: components["schemas"]["PaymentMethod"];
        };
        V1ProductCreateRequest: {
            description?: string;
            /** @description display name */
            name: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
        };
        V1ProductCreateResponse: {
            product: components["schemas"]["Product"];
        };
        V1ProductGetRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
        };
        V1ProductGetResponse: {
            product: components["schemas"]["Product"];
        };
        V1ProductListRequest: {
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1ProductListResponse: {
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
            products: components["schemas"]["Product"][];
        };
        V1ProductUpdateRequest: {
            description?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description display name */
            name?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
        };
        V1ProductUpdateResponse: {
            product: components["schemas"]["Product"];
        };
        V1ProviderGetRequest: Record<string, never>;
        V1ProviderGetResponse: {
            provider: components["schemas"]["Provider"];
        };
        V1TestclockAdvanceRequest: {
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            to: string;
        };
        V1TestclockAdvanceResponse: {
            billingsCreated: number;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            now: string;
        };
        V1TestclockGetRequest: Record<string, never>;
        V1TestclockGetResponse: {
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            now: string;
        };
        V1UsageDailyBatchupsertRequest: {
            items: {
                /**
                 * Format: uuid
                 * @description system identifier (UUID)
                 */
                contractChargeItemId?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                contractChargeItemOptionalId?: string;
                /**
                 * Format: uuid
                 * @description system identifier (UUID)
                 */
                customerId?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                customerOptionalId?: string;
                /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"; up to 15 integer and 10 fraction digits) */
                quantity: number | string;
                /**
                 * Format: rfc3339-jst
                 * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                 */
                targetDate: string;
                /**
                 * Format: uuid
                 * @description system identifier (UUID)
                 */
                usageUnitId?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                usageUnitOptionalId?: string;
            }[];
        };
        V1UsageDailyBatchupsertResponse: {
            errors: components["schemas"]["Error"][];
            summary: components["schemas"]["Summary"];
        };
        V1UsageDailyListRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractChargeItemId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            targetDateFrom?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            targetDateTo?: string;
        };
        V1UsageDailyListResponse: {
            dailyUsages: components["schemas"]["DailyUsage"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1UsageDailyUpsertbycontractandusageunitRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"; up to 15 integer and 10 fraction digits) */
            quantity: number | string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            targetDate: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            usageUnitId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            usageUnitOptionalId?: string;
        };
        V1UsageDailyUpsertbycontractandusageunitResponse: {
            usage: components["schemas"]["Usage"];
        };
        V1UsageDailyUpsertbyoptionalidRequest: {
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId: string;
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"; up to 15 integer and 10 fraction digits) */
            quantity: number | string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            targetDate: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            usageUnitOptionalId: string;
        };
        V1UsageDailyUpsertbyoptionalidResponse: {
            usage: components["schemas"]["Usage"];
        };
        V1UsageDailyUpsertRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractChargeItemId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractChargeItemOptionalId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"; up to 15 integer and 10 fraction digits) */
            quantity: number | string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            targetDate: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            usageUnitId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            usageUnitOptionalId?: string;
        };
        V1UsageDailyUpsertResponse: {
            usage: components["schemas"]["Usage"];
        };
        V1UsageunitCreateRequest: {
            description?: string;
            /** @description display name */
            name: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
        };
        V1UsageunitCreateResponse: {
            usageUnit: components["schemas"]["Product"];
        };
        V1UsageunitGetRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
        };
        V1UsageunitGetResponse: {
            usageUnit: components["schemas"]["Product"];
        };
        V1UsageunitListRequest: {
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1UsageunitListResponse: {
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
            usageUnits: components["schemas"]["Product"][];
        };
        V1WebhookendpointCreateRequest: {
            description?: string;
            /** @description empty = every type */
            eventTypes?: string[];
            /** @description http:// or https:// */
            url: string;
        };
        V1WebhookendpointCreateResponse: {
            /** @description whsec_…: shown only here; keep it to verify Billing-Signature */
            secret: string;
            webhookEndpoint: components["schemas"]["WebhookEndpoint"];
        };
        V1WebhookendpointDeleteRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
        };
        V1WebhookendpointDeleteResponse: Record<string, never>;
        V1WebhookendpointGetRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
        };
        V1WebhookendpointGetResponse: {
            webhookEndpoint: components["schemas"]["WebhookEndpoint"];
        };
        V1WebhookendpointListdeliveriesRequest: {
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            webhookEndpointId: string;
        };
        V1WebhookendpointListdeliveriesResponse: {
            deliveries: components["schemas"]["Delivery"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        V1WebhookendpointListRequest: {
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        V1WebhookendpointListResponse: {
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
            webhookEndpoints: components["schemas"]["WebhookEndpoint"][];
        };
        V1WebhookendpointRotatesecretRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
        };
        V1WebhookendpointRotatesecretResponse: {
            /** @description whsec_…: shown only here; keep it to verify Billing-Signature */
            secret: string;
            webhookEndpoint: components["schemas"]["WebhookEndpoint"];
        };
        V1WebhookendpointUpdateRequest: {
            description?: string;
            /** @description empty = every type */
            eventTypes?: string[];
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /**
             * @description STATUS_UNSPECIFIED = unchanged
             * @enum {string}
             */
            status?: "STATUS_UNSPECIFIED" | "STATUS_ENABLED" | "STATUS_DISABLED";
            /** @description http:// or https:// */
            url?: string;
        };
        V1WebhookendpointUpdateResponse: {
            webhookEndpoint: components["schemas"]["WebhookEndpoint"];
        };
        V2AmendmentCancelcontractserviceRequest: {
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            cancellationDate: string;
            contract: components["schemas"]["Contract3"];
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            mainItemId: string;
            /** @description free text kept with the record */
            memo?: string;
        };
        V2AmendmentCancelcontractserviceResponse: {
            amendment: components["schemas"]["Amendment"];
            contract: components["schemas"]["Contract2"];
        };
        V2ContractConfirmdraftRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
        };
        V2ContractConfirmdraftResponse: {
            contract: components["schemas"]["Contract2"];
        };
        V2ContractCreateRequest: {
            customer: components["schemas"]["Customer2"];
            /** @description true while the contract is a draft (not billed until confirmed) */
            isDraft?: boolean;
            mainItem: components["schemas"]["MainItem2"];
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId?: string | "";
            optionItems?: components["schemas"]["MainItem2"][];
            /** @description system id of the payment method */
            paymentMethodId?: string | "";
            /** @description management id of the payment method (instead of paymentMethodId) */
            paymentMethodOptionalId?: string | "";
        };
        V2ContractCreateResponse: {
            contract: components["schemas"]["Contract2"];
        };
        V2ContractGetbyoptionalidRequest: {
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            atPointInServiceTimeline?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId: string;
        };
        V2ContractGetbyoptionalidResponse: {
            contract: components["schemas"]["Contract2"];
        };
        V2ContractGetRequest: {
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            atPointInServiceTimeline?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
        };
        V2ContractGetResponse: {
            contract: components["schemas"]["Contract2"];
        };
        V2ContractListatdateRequest: {
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            atPointInServiceTimeline: string;
            conditions?: components["schemas"]["Conditions"];
            offsetToken?: string;
            /** @description default 10 */
            pageSize?: number;
            sortOrder?: components["schemas"]["OrderBy2"];
        };
        V2ContractListatdateResponse: {
            contracts: components["schemas"]["Contract2"][];
            nextOffsetToken: string;
        };
        V2ContractListRequest: {
            conditions?: components["schemas"]["Conditions"];
            offsetToken?: string;
            /** @description default 10 */
            pageSize?: number;
            sortOrder?: components["schemas"]["OrderBy2"];
        };
        V2ContractListResponse: {
            contracts: components["schemas"]["Contract2"][];
            nextOffsetToken: string;
        };
        V2ContractServiceAddRequest: {
            contract: components["schemas"]["Contract3"];
            mainItem: components["schemas"]["MainItem2"];
            optionItems?: components["schemas"]["MainItem2"][];
        };
        V2ContractServiceAddResponse: {
            contract: components["schemas"]["Contract2"];
        };
        V2ContractUpdatepaymentmethodRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            contractId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            contractOptionalId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            paymentMethodId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            paymentMethodOptionalId?: string;
        };
        V2ContractUpdatepaymentmethodResponse: {
            contract: components["schemas"]["Contract2"];
        };
        WebhookEndpoint: {
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            description: string;
            /** @description empty = every type */
            eventTypes: string[];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @enum {string} */
            status: "STATUS_UNSPECIFIED" | "STATUS_ENABLED" | "STATUS_DISABLED";
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
            url: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    hc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Health check: done. The body holds `status`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HcResponse"];
                };
            };
            /** @description NOT_SERVING: the database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HcStatus503"];
                };
            };
        };
    };
    livez: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Liveness: the process answers HTTP: done. The body holds `status`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivezResponse"];
                };
            };
            /** @description NOT_SERVING: the database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivezStatus503"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Readiness: the database answers: done. The body holds `status`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadyzResponse"];
                };
            };
            /** @description NOT_SERVING: the database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadyzStatus503"];
                };
            };
        };
    };
    v1AmendmentAddoptionitem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1AmendmentAddoptionitemRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Add a catalog item to a contract as an option item: done. The body holds `contract`, `amendment`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentAddoptionitemResponse"];
                };
            };
        };
    };
    v1AmendmentCancelamendment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1AmendmentCancelamendmentRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Cancel an amendment: done. The body holds `contract`, `amendment`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentCancelamendmentResponse"];
                };
            };
        };
    };
    v1AmendmentCancelcontract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1AmendmentCancelcontractRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Cancel a contract midterm: done. The body holds `contract`, `amendment`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentCancelcontractResponse"];
                };
            };
        };
    };
    v1AmendmentCanceloption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1AmendmentCanceloptionRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Cancel an option item midterm: done. The body holds `contract`, `amendment`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentCanceloptionResponse"];
                };
            };
        };
    };
    v1AmendmentChangemainitem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1AmendmentChangemainitemRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Switch to another main item: done. The body holds `contract`, `amendment`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentChangemainitemResponse"];
                };
            };
        };
    };
    v1AmendmentChangeoptionitem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1AmendmentChangeoptionitemRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Switch an option item to another option item: done. The body holds `contract`, `amendment`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentChangeoptionitemResponse"];
                };
            };
        };
    };
    v1AmendmentChangequantity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1AmendmentChangequantityRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Change the contracted quantity of a charge item: done. The body holds `contract`, `amendment`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentChangequantityResponse"];
                };
            };
        };
    };
    v1AmendmentCustomizeoptionitem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1AmendmentCustomizeoptionitemRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Edit an option item: done. The body holds `contract`, `amendment`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentCustomizeoptionitemResponse"];
                };
            };
        };
    };
    v1AmendmentListQuery: {
        parameters: {
            query?: {
                orderBy?: {
                    /** @enum {string} */
                    direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
                    /** @enum {string} */
                    field?: "FIELD_UNSPECIFIED" | "FIELD_ID" | "FIELD_EXECUTE_DATE" | "FIELD_EFFECTIVE_START_DATE";
                };
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the provider's amendments: done. The body holds `amendments`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentListResponse"];
                };
            };
        };
    };
    v1AmendmentList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1AmendmentListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the provider's amendments: done. The body holds `amendments`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentListResponse"];
                };
            };
        };
    };
    v1AmendmentListbycontractQuery: {
        parameters: {
            query?: {
                /** @description system identifier (UUID) */
                id?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                optionalId?: string;
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the amendments of a contract: done. The body holds `amendments`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentListbycontractResponse"];
                };
            };
        };
    };
    v1AmendmentListbycontract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1AmendmentListbycontractRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the amendments of a contract: done. The body holds `amendments`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentListbycontractResponse"];
                };
            };
        };
    };
    v1AmendmentListbycontractoptionalidQuery: {
        parameters: {
            query: {
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                contractOptionalId: string;
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the amendments of a contract by its management id: done. The body holds `amendments`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentListbycontractoptionalidResponse"];
                };
            };
        };
    };
    v1AmendmentListbycontractoptionalid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1AmendmentListbycontractoptionalidRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the amendments of a contract by its management id: done. The body holds `amendments`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentListbycontractoptionalidResponse"];
                };
            };
        };
    };
    v1AmendmentRenewcontractitem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1AmendmentRenewcontractitemRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Renew a contract item: done. The body holds `contract`, `amendment`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1AmendmentRenewcontractitemResponse"];
                };
            };
        };
    };
    v1BillingBatchrecordpayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1BillingBatchrecordpaymentsRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Record payments (or refunds) for several billings: done. The body holds `summary`, `errors`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1BillingBatchrecordpaymentsResponse"];
                };
            };
        };
    };
    v1BillingBatchupdatestatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1BillingBatchupdatestatusesRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Change the status of several billings (UNBILLED, INVOICE_CREATED or POSTED): done. The body holds `summary`, `errors`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1BillingBatchupdatestatusesResponse"];
                };
            };
        };
    };
    v1BillingCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1BillingCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Bill each given contract's next billing date now (early billing): done. The body holds `billings`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1BillingCreateResponse"];
                };
            };
        };
    };
    v1BillingDocumentQuery: {
        parameters: {
            query: {
                /** @description FORMAT_PDF when unspecified */
                format?: "FORMAT_UNSPECIFIED" | "FORMAT_PDF" | "FORMAT_HTML";
                /** @description system identifier (UUID) */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/html": string;
                };
            };
        };
    };
    v1BillingDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1BillingDocumentRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/html": string;
                };
            };
        };
    };
    v1BillingGetQuery: {
        parameters: {
            query: {
                /** @description system identifier (UUID) */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get one billing with its lines and payments: done. The body holds `billing`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1BillingGetResponse"];
                };
            };
        };
    };
    v1BillingGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1BillingGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get one billing with its lines and payments: done. The body holds `billing`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1BillingGetResponse"];
                };
            };
        };
    };
    v1BillingInvalidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1BillingInvalidateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalidate a billing without payments (extension); its lines are billed again by the next run: done. The body holds `billing`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1BillingInvalidateResponse"];
                };
            };
        };
    };
    v1BillingListQuery: {
        parameters: {
            query?: {
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List billings (creation order): done. The body holds `billings`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1BillingListResponse"];
                };
            };
        };
    };
    v1BillingList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1BillingListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List billings (creation order): done. The body holds `billings`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1BillingListResponse"];
                };
            };
        };
    };
    v1BillingListbycontractQuery: {
        parameters: {
            query?: {
                /** @description system identifier (UUID) */
                id?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                optionalId?: string;
                orderBy?: {
                    /** @enum {string} */
                    direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
                    /** @enum {string} */
                    field?: "FIELD_UNSPECIFIED" | "FIELD_ID" | "FIELD_BILLING_DATE";
                };
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the billings of a contract: done. The body holds `billings`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1BillingListbycontractResponse"];
                };
            };
        };
    };
    v1BillingListbycontract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1BillingListbycontractRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the billings of a contract: done. The body holds `billings`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1BillingListbycontractResponse"];
                };
            };
        };
    };
    v1BillingSearchQuery: {
        parameters: {
            query?: {
                orderBy?: {
                    /** @enum {string} */
                    direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
                    /** @enum {string} */
                    field?: "FIELD_UNSPECIFIED" | "FIELD_ID" | "FIELD_BILLING_DATE";
                };
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
                /** @description terms joined by AND: status=<STATUS>, customerId=<id>, contractId=<id>, paymentMethodId=<id>, billingDate and billingDueDate with =, >=, <=, >, < and YYYY-MM-DD */
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search billings: done. The body holds `billings`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1BillingSearchResponse"];
                };
            };
        };
    };
    v1BillingSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1BillingSearchRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search billings: done. The body holds `billings`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1BillingSearchResponse"];
                };
            };
        };
    };
    v1CatalogitemCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CatalogitemCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create a catalog item with its charge items (extension): done. The body holds `catalogItem`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CatalogitemCreateResponse"];
                };
            };
        };
    };
    v1CatalogitemGetQuery: {
        parameters: {
            query?: {
                /** @description system identifier (UUID) */
                id?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                optionalId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a catalog item: done. The body holds `catalogItem`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CatalogitemGetResponse"];
                };
            };
        };
    };
    v1CatalogitemGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CatalogitemGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a catalog item: done. The body holds `catalogItem`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CatalogitemGetResponse"];
                };
            };
        };
    };
    v1CatalogitemListQuery: {
        parameters: {
            query?: {
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
                /** @description system identifier (UUID) */
                productId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List catalog items: done. The body holds `catalogItems`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CatalogitemListResponse"];
                };
            };
        };
    };
    v1CatalogitemList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CatalogitemListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List catalog items: done. The body holds `catalogItems`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CatalogitemListResponse"];
                };
            };
        };
    };
    v1CatalogitemUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CatalogitemUpdateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Update or discontinue a catalog item: done. The body holds `catalogItem`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CatalogitemUpdateResponse"];
                };
            };
        };
    };
    v1ContractAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ContractAliasRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Change the contract management id: done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractAliasResponse"];
                };
            };
        };
    };
    v1ContractConfirmdraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ContractConfirmdraftRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Confirm a draft contract: done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractConfirmdraftResponse"];
                };
            };
        };
    };
    v1ContractCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ContractCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create a contract: done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractCreateResponse"];
                };
            };
        };
    };
    v1ContractGetQuery: {
        parameters: {
            query: {
                /** @description system identifier (UUID) */
                id: string;
                /** @description omitted or 0: the latest version */
                version?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a contract (a version snapshot): done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractGetResponse"];
                };
            };
        };
    };
    v1ContractGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ContractGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a contract (a version snapshot): done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractGetResponse"];
                };
            };
        };
    };
    v1ContractGetbyoptionalidQuery: {
        parameters: {
            query: {
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                optionalId: string;
                version?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a contract by management id (a version snapshot): done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractGetbyoptionalidResponse"];
                };
            };
        };
    };
    v1ContractGetbyoptionalid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ContractGetbyoptionalidRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a contract by management id (a version snapshot): done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractGetbyoptionalidResponse"];
                };
            };
        };
    };
    v1ContractListQuery: {
        parameters: {
            query?: {
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List contracts: done. The body holds `contracts`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractListResponse"];
                };
            };
        };
    };
    v1ContractList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ContractListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List contracts: done. The body holds `contracts`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractListResponse"];
                };
            };
        };
    };
    v1ContractListbycustomerQuery: {
        parameters: {
            query?: {
                /** @description system identifier (UUID) */
                customerId?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                customerOptionalId?: string;
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the contracts of a customer: done. The body holds `contracts`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractListbycustomerResponse"];
                };
            };
        };
    };
    v1ContractListbycustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ContractListbycustomerRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the contracts of a customer: done. The body holds `contracts`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractListbycustomerResponse"];
                };
            };
        };
    };
    v1ContractListbycustomeridQuery: {
        parameters: {
            query?: {
                /** @description system identifier (UUID) */
                customerId?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                customerOptionalId?: string;
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the contracts of a customer: done. The body holds `contracts`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractListbycustomeridResponse"];
                };
            };
        };
    };
    v1ContractListbycustomerid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ContractListbycustomeridRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the contracts of a customer: done. The body holds `contracts`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractListbycustomeridResponse"];
                };
            };
        };
    };
    v1ContractSearchQuery: {
        parameters: {
            query?: {
                conditions?: {
                    /**
                     * Format: uuid
                     * @description system identifier (UUID)
                     */
                    customerId?: string;
                    /** @description management id: 1..64 of [A-Za-z0-9_-] */
                    customerOptionalId?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    endDateFrom?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    endDateTo?: string;
                    isDraft?: boolean;
                    /** @description management id: 1..64 of [A-Za-z0-9_-] */
                    optionalId?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    startDateFrom?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    startDateTo?: string;
                    /**
                     * @description judged on the tenant clock's today against the contract span
                     * @enum {string}
                     */
                    status?: "STATUS_UNSPECIFIED" | "STATUS_WAITING_ACTIVATION" | "STATUS_ACTIVE" | "STATUS_ENDED";
                };
                orderBy?: {
                    /** @enum {string} */
                    direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
                    /** @enum {string} */
                    field?: "FIELD_UNSPECIFIED" | "FIELD_ID" | "FIELD_CONTRACT_END_DATE";
                };
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search contracts: done. The body holds `contracts`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractSearchResponse"];
                };
            };
        };
    };
    v1ContractSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ContractSearchRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search contracts: done. The body holds `contracts`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ContractSearchResponse"];
                };
            };
        };
    };
    v1CustomerAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerAliasRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Set or remove the management id of a customer: done. The body holds `customer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerAliasResponse"];
                };
            };
        };
    };
    v1CustomerCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create a customer: done. The body holds `customer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerCreateResponse"];
                };
            };
        };
    };
    v1CustomerDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerDeleteRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Delete a customer: done. The body is the empty message {}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerDeleteResponse"];
                };
            };
        };
    };
    v1CustomerGetQuery: {
        parameters: {
            query?: {
                /** @description external CRM identifier (visible ASCII, 1..255) */
                crmAccountId?: string;
                /** @description system identifier (UUID) */
                id?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                optionalId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a customer: done. The body holds `customer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerGetResponse"];
                };
            };
        };
    };
    v1CustomerGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a customer: done. The body holds `customer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerGetResponse"];
                };
            };
        };
    };
    v1CustomerListQuery: {
        parameters: {
            query?: {
                orderBy?: {
                    /** @enum {string} */
                    direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
                    /** @enum {string} */
                    field?: "FIELD_UNSPECIFIED" | "FIELD_ID";
                };
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List customers: done. The body holds `customers`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerListResponse"];
                };
            };
        };
    };
    v1CustomerList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List customers: done. The body holds `customers`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerListResponse"];
                };
            };
        };
    };
    v1CustomerPaygwGetQuery: {
        parameters: {
            query: {
                /** @description system identifier (UUID) */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get the payment-gateway link of a customer: done. The body holds `linkedCustomer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerPaygwGetResponse"];
                };
            };
        };
    };
    v1CustomerPaygwGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerPaygwGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get the payment-gateway link of a customer: done. The body holds `linkedCustomer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerPaygwGetResponse"];
                };
            };
        };
    };
    v1CustomerPaygwLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerPaygwLinkRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Link a payment-gateway customer to a customer: done. The body holds `linkedCustomer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerPaygwLinkResponse"];
                };
            };
        };
    };
    v1CustomerPaygwUnlink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerPaygwUnlinkRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Remove the payment-gateway link of a customer: done. The body is the empty message {}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerPaygwUnlinkResponse"];
                };
            };
        };
    };
    v1CustomerStripeGetQuery: {
        parameters: {
            query: {
                /** @description system identifier (UUID) */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get the payment-gateway link of a customer: done. The body holds `linkedCustomer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerStripeGetResponse"];
                };
            };
        };
    };
    v1CustomerStripeGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerStripeGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get the payment-gateway link of a customer: done. The body holds `linkedCustomer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerStripeGetResponse"];
                };
            };
        };
    };
    v1CustomerStripeLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerStripeLinkRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Link a payment-gateway customer to a customer: done. The body holds `linkedCustomer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerStripeLinkResponse"];
                };
            };
        };
    };
    v1CustomerStripeUnlink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerStripeUnlinkRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Remove the payment-gateway link of a customer: done. The body is the empty message {}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerStripeUnlinkResponse"];
                };
            };
        };
    };
    v1CustomerUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerUpdateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Update a customer: done. The body holds `customer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerUpdateResponse"];
                };
            };
        };
    };
    v1CustomerstaffAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerstaffAliasRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Set or remove the management id of a customer staff member: done. The body holds `customerStaff`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerstaffAliasResponse"];
                };
            };
        };
    };
    v1CustomerstaffCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerstaffCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create a customer staff member: done. The body holds `customerStaff`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerstaffCreateResponse"];
                };
            };
        };
    };
    v1CustomerstaffDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerstaffDeleteRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Delete a customer staff member: done. The body is the empty message {}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerstaffDeleteResponse"];
                };
            };
        };
    };
    v1CustomerstaffGetQuery: {
        parameters: {
            query?: {
                /** @description external CRM identifier (visible ASCII, 1..255) */
                crmStaffId?: string;
                /** @description system identifier (UUID) */
                customerId?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                customerOptionalId?: string;
                /** @description system identifier (UUID) */
                id?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                optionalId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a customer staff member: done. The body holds `customerStaff`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerstaffGetResponse"];
                };
            };
        };
    };
    v1CustomerstaffGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerstaffGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a customer staff member: done. The body holds `customerStaff`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerstaffGetResponse"];
                };
            };
        };
    };
    v1CustomerstaffListQuery: {
        parameters: {
            query?: {
                /** @description system identifier (UUID) */
                customerId?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                customerOptionalId?: string;
                orderBy?: {
                    /** @enum {string} */
                    direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
                    /** @enum {string} */
                    field?: "FIELD_UNSPECIFIED" | "FIELD_ID";
                };
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the staff of a customer: done. The body holds `customerStaffs`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerstaffListResponse"];
                };
            };
        };
    };
    v1CustomerstaffList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerstaffListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List the staff of a customer: done. The body holds `customerStaffs`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerstaffListResponse"];
                };
            };
        };
    };
    v1CustomerstaffUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomerstaffUpdateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Update a customer staff member: done. The body holds `customerStaff`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomerstaffUpdateResponse"];
                };
            };
        };
    };
    v1CustomfieldMasterCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomfieldMasterCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create a custom field master (extension): done. The body holds `customFieldMaster`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomfieldMasterCreateResponse"];
                };
            };
        };
    };
    v1CustomfieldMasterListQuery: {
        parameters: {
            query?: {
                fieldType?: "FIELD_TYPE_UNSPECIFIED" | "FIELD_TYPE_CUSTOMER" | "FIELD_TYPE_CONTRACT";
                orderBy?: {
                    /** @enum {string} */
                    direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
                    /** @enum {string} */
                    field?: "FIELD_UNSPECIFIED" | "FIELD_ID";
                };
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List custom field masters: done. The body holds `customFieldMasters`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomfieldMasterListResponse"];
                };
            };
        };
    };
    v1CustomfieldMasterList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomfieldMasterListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List custom field masters: done. The body holds `customFieldMasters`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomfieldMasterListResponse"];
                };
            };
        };
    };
    v1CustomfieldResourceBatchupdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomfieldResourceBatchupdateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Update the custom field values of several resources: done. The body holds `summary`, `resources`, `errors`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomfieldResourceBatchupdateResponse"];
                };
            };
        };
    };
    v1CustomfieldResourceGetQuery: {
        parameters: {
            query: {
                srn: {
                    /**
                     * Format: uuid
                     * @description system identifier (UUID)
                     */
                    resourceId?: string;
                    /** @enum {string} */
                    resourceType?: "RESOURCE_TYPE_UNSPECIFIED" | "RESOURCE_TYPE_CUSTOMER" | "RESOURCE_TYPE_CONTRACT";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get the custom field values of a resource: done. The body holds `resource`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomfieldResourceGetResponse"];
                };
            };
        };
    };
    v1CustomfieldResourceGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomfieldResourceGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get the custom field values of a resource: done. The body holds `resource`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomfieldResourceGetResponse"];
                };
            };
        };
    };
    v1CustomfieldResourceUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1CustomfieldResourceUpdateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Update the custom field values of a resource: done. The body holds `resource`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1CustomfieldResourceUpdateResponse"];
                };
            };
        };
    };
    v1EventGetQuery: {
        parameters: {
            query: {
                /** @description system identifier (UUID) */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get an event (extension): done. The body holds `event`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1EventGetResponse"];
                };
            };
        };
    };
    v1EventGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1EventGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get an event (extension): done. The body holds `event`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1EventGetResponse"];
                };
            };
        };
    };
    v1EventListQuery: {
        parameters: {
            query?: {
                /** @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day */
                createTimeFrom?: string;
                /** @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day */
                createTimeTo?: string;
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
                /** @description empty = every type */
                types?: ("customer.created" | "customer.updated" | "customer.deleted" | "contract.created" | "contract.confirmed" | "amendment.created" | "amendment.canceled" | "billing.created" | "billing.status_changed" | "billing.invalidated" | "payment.recorded" | "bill_run.completed")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List events (extension): done. The body holds `events`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1EventListResponse"];
                };
            };
        };
    };
    v1EventList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1EventListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List events (extension): done. The body holds `events`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1EventListResponse"];
                };
            };
        };
    };
    v1EventResend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1EventResendRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Deliver an event to an endpoint once more (extension): done. The body holds `delivery`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1EventResendResponse"];
                };
            };
        };
    };
    v1ExpectedbillingChangequantity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ExpectedbillingChangequantityRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description What-if: the first expected billing a quantity change would alter (main item charge items only; nothing is written): done. The body holds `expectedBilling`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ExpectedbillingChangequantityResponse"];
                };
            };
        };
    };
    v1ExpectedbillingListbycontractQuery: {
        parameters: {
            query?: {
                /** @description system identifier (UUID) */
                id?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                optionalId?: string;
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Expected billings of a contract after today (through the current term and one auto-renewal): done. The body holds `expectedBillings`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ExpectedbillingListbycontractResponse"];
                };
            };
        };
    };
    v1ExpectedbillingListbycontract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ExpectedbillingListbycontractRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Expected billings of a contract after today (through the current term and one auto-renewal): done. The body holds `expectedBillings`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ExpectedbillingListbycontractResponse"];
                };
            };
        };
    };
    v1ExpectedbillingRenewalwithquantitychange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ExpectedbillingRenewalwithquantitychangeRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description What-if: the renewed term's expected billings with new quantities (main item only; nothing is written): done. The body holds `expectedBillings`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ExpectedbillingRenewalwithquantitychangeResponse"];
                };
            };
        };
    };
    v1Hc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Health check: done. The body holds `status`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1HcResponse"];
                };
            };
            /** @description NOT_SERVING: the database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1HcStatus503"];
                };
            };
        };
    };
    v1PaymentmethodCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1PaymentmethodCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create a payment method (extension): done. The body holds `paymentMethod`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1PaymentmethodCreateResponse"];
                };
            };
        };
    };
    v1PaymentmethodGetQuery: {
        parameters: {
            query?: {
                /** @description system identifier (UUID) */
                id?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                optionalId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a payment method: done. The body holds `paymentMethod`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1PaymentmethodGetResponse"];
                };
            };
        };
    };
    v1PaymentmethodGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1PaymentmethodGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a payment method: done. The body holds `paymentMethod`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1PaymentmethodGetResponse"];
                };
            };
        };
    };
    v1PaymentmethodListQuery: {
        parameters: {
            query?: {
                orderBy?: {
                    /** @enum {string} */
                    direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
                    /** @enum {string} */
                    field?: "FIELD_UNSPECIFIED" | "FIELD_ID";
                };
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List payment methods: done. The body holds `paymentMethods`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1PaymentmethodListResponse"];
                };
            };
        };
    };
    v1PaymentmethodList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1PaymentmethodListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List payment methods: done. The body holds `paymentMethods`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1PaymentmethodListResponse"];
                };
            };
        };
    };
    v1PaymentmethodUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1PaymentmethodUpdateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Update a payment method: done. The body holds `paymentMethod`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1PaymentmethodUpdateResponse"];
                };
            };
        };
    };
    v1ProductCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ProductCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create a product: done. The body holds `product`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ProductCreateResponse"];
                };
            };
        };
    };
    v1ProductGetQuery: {
        parameters: {
            query?: {
                /** @description system identifier (UUID) */
                id?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                optionalId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a product: done. The body holds `product`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ProductGetResponse"];
                };
            };
        };
    };
    v1ProductGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ProductGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a product: done. The body holds `product`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ProductGetResponse"];
                };
            };
        };
    };
    v1ProductListQuery: {
        parameters: {
            query?: {
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List products: done. The body holds `products`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ProductListResponse"];
                };
            };
        };
    };
    v1ProductList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ProductListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List products: done. The body holds `products`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ProductListResponse"];
                };
            };
        };
    };
    v1ProductUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ProductUpdateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Update a product: done. The body holds `product`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ProductUpdateResponse"];
                };
            };
        };
    };
    v1ProviderGetQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get the caller's provider: done. The body holds `provider`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ProviderGetResponse"];
                };
            };
        };
    };
    v1ProviderGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1ProviderGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get the caller's provider: done. The body holds `provider`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1ProviderGetResponse"];
                };
            };
        };
    };
    v1TestclockAdvance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1TestclockAdvanceRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Move the sandbox tenant's clock forward, running the daily jobs of every day it passes (extension): done. The body holds `now`, `billingsCreated`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1TestclockAdvanceResponse"];
                };
            };
        };
    };
    v1TestclockGetQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The sandbox tenant's clock (extension): done. The body holds `now`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1TestclockGetResponse"];
                };
            };
        };
    };
    v1TestclockGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1TestclockGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The sandbox tenant's clock (extension): done. The body holds `now`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1TestclockGetResponse"];
                };
            };
        };
    };
    v1UsageDailyBatchupsert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1UsageDailyBatchupsertRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create or replace up to 1,000 daily usage values in one request: done. The body holds `summary`, `errors`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1UsageDailyBatchupsertResponse"];
                };
            };
        };
    };
    v1UsageDailyListQuery: {
        parameters: {
            query?: {
                /** @description system identifier (UUID) */
                contractChargeItemId?: string;
                /** @description system identifier (UUID) */
                contractId?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                contractOptionalId?: string;
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
                /** @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day */
                targetDateFrom?: string;
                /** @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day */
                targetDateTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List recorded daily usage: done. The body holds `dailyUsages`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1UsageDailyListResponse"];
                };
            };
        };
    };
    v1UsageDailyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1UsageDailyListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List recorded daily usage: done. The body holds `dailyUsages`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1UsageDailyListResponse"];
                };
            };
        };
    };
    v1UsageDailyUpsert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1UsageDailyUpsertRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create or replace the usage of one charge item and usage unit on one JST day: done. The body holds `usage`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1UsageDailyUpsertResponse"];
                };
            };
        };
    };
    v1UsageDailyUpsertbycontractandusageunit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1UsageDailyUpsertbycontractandusageunitRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create or replace a day's usage of the contract's charge item that uses the usage unit: done. The body holds `usage`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1UsageDailyUpsertbycontractandusageunitResponse"];
                };
            };
        };
    };
    v1UsageDailyUpsertbyoptionalid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1UsageDailyUpsertbyoptionalidRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Deprecated: use /v1/usage/daily/upsertbycontractandusageunit: done. The body holds `usage`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1UsageDailyUpsertbyoptionalidResponse"];
                };
            };
        };
    };
    v1UsageunitCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1UsageunitCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create a usage unit (extension): done. The body holds `usageUnit`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1UsageunitCreateResponse"];
                };
            };
        };
    };
    v1UsageunitGetQuery: {
        parameters: {
            query?: {
                /** @description system identifier (UUID) */
                id?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                optionalId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a usage unit: done. The body holds `usageUnit`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1UsageunitGetResponse"];
                };
            };
        };
    };
    v1UsageunitGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1UsageunitGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a usage unit: done. The body holds `usageUnit`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1UsageunitGetResponse"];
                };
            };
        };
    };
    v1UsageunitListQuery: {
        parameters: {
            query?: {
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List usage units: done. The body holds `usageUnits`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1UsageunitListResponse"];
                };
            };
        };
    };
    v1UsageunitList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1UsageunitListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List usage units: done. The body holds `usageUnits`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1UsageunitListResponse"];
                };
            };
        };
    };
    v1WebhookendpointCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1WebhookendpointCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create a webhook endpoint (extension): done. The body holds `webhookEndpoint`, `secret`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1WebhookendpointCreateResponse"];
                };
            };
        };
    };
    v1WebhookendpointDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1WebhookendpointDeleteRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Delete a webhook endpoint (extension): done. The body is the empty message {}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1WebhookendpointDeleteResponse"];
                };
            };
        };
    };
    v1WebhookendpointGetQuery: {
        parameters: {
            query: {
                /** @description system identifier (UUID) */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a webhook endpoint (extension): done. The body holds `webhookEndpoint`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1WebhookendpointGetResponse"];
                };
            };
        };
    };
    v1WebhookendpointGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1WebhookendpointGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a webhook endpoint (extension): done. The body holds `webhookEndpoint`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1WebhookendpointGetResponse"];
                };
            };
        };
    };
    v1WebhookendpointListQuery: {
        parameters: {
            query?: {
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List webhook endpoints (extension): done. The body holds `webhookEndpoints`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1WebhookendpointListResponse"];
                };
            };
        };
    };
    v1WebhookendpointList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1WebhookendpointListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List webhook endpoints (extension): done. The body holds `webhookEndpoints`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1WebhookendpointListResponse"];
                };
            };
        };
    };
    v1WebhookendpointListdeliveriesQuery: {
        parameters: {
            query: {
                /** @description default 10 */
                pageSize?: number;
                pageToken?: string;
                /** @description system identifier (UUID) */
                webhookEndpointId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List an endpoint’s deliveries (extension): done. The body holds `deliveries`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1WebhookendpointListdeliveriesResponse"];
                };
            };
        };
    };
    v1WebhookendpointListdeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1WebhookendpointListdeliveriesRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List an endpoint’s deliveries (extension): done. The body holds `deliveries`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1WebhookendpointListdeliveriesResponse"];
                };
            };
        };
    };
    v1WebhookendpointRotatesecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1WebhookendpointRotatesecretRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rotate a webhook endpoint’s secret (extension): done. The body holds `webhookEndpoint`, `secret`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1WebhookendpointRotatesecretResponse"];
                };
            };
        };
    };
    v1WebhookendpointUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1WebhookendpointUpdateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Update a webhook endpoint (extension): done. The body holds `webhookEndpoint`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1WebhookendpointUpdateResponse"];
                };
            };
        };
    };
    v2AmendmentCancelcontractservice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V2AmendmentCancelcontractserviceRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Cancel a contract service midterm: done. The body holds `contract`, `amendment`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2AmendmentCancelcontractserviceResponse"];
                };
            };
        };
    };
    v2ContractConfirmdraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V2ContractConfirmdraftRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Confirm a draft contract: done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2ContractConfirmdraftResponse"];
                };
            };
        };
    };
    v2ContractCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V2ContractCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create a contract (one service; more via /v2/contract/service/add): done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2ContractCreateResponse"];
                };
            };
        };
    };
    v2ContractGetQuery: {
        parameters: {
            query: {
                /** @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day */
                atPointInServiceTimeline?: string;
                /** @description system identifier (UUID) */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a contract on a day of its service timeline: done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2ContractGetResponse"];
                };
            };
        };
    };
    v2ContractGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V2ContractGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a contract on a day of its service timeline: done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2ContractGetResponse"];
                };
            };
        };
    };
    v2ContractGetbyoptionalidQuery: {
        parameters: {
            query: {
                /** @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day */
                atPointInServiceTimeline?: string;
                /** @description management id: 1..64 of [A-Za-z0-9_-] */
                optionalId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a contract by management id on a day of its service timeline: done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2ContractGetbyoptionalidResponse"];
                };
            };
        };
    };
    v2ContractGetbyoptionalid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V2ContractGetbyoptionalidRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a contract by management id on a day of its service timeline: done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2ContractGetbyoptionalidResponse"];
                };
            };
        };
    };
    v2ContractListQuery: {
        parameters: {
            query?: {
                conditions?: {
                    /**
                     * Format: uuid
                     * @description system identifier (UUID)
                     */
                    customerId?: string;
                    /** @description management id: 1..64 of [A-Za-z0-9_-] */
                    customerOptionalId?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    endDateFrom?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    endDateTo?: string;
                    isDraft?: boolean;
                    /** @description management id: 1..64 of [A-Za-z0-9_-] */
                    optionalId?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    startDateFrom?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    startDateTo?: string;
                    /**
                     * @description judged on the tenant clock's today against the contract span
                     * @enum {string}
                     */
                    status?: "STATUS_UNSPECIFIED" | "STATUS_WAITING_ACTIVATION" | "STATUS_ACTIVE" | "STATUS_ENDED";
                };
                offsetToken?: string;
                /** @description default 10 */
                pageSize?: number;
                sortOrder?: {
                    /** @enum {string} */
                    direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
                    /** @enum {string} */
                    field?: "FIELD_UNSPECIFIED" | "FIELD_ID" | "FIELD_CONTRACT_END_DATE";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List contracts matching conditions: done. The body holds `contracts`, `nextOffsetToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2ContractListResponse"];
                };
            };
        };
    };
    v2ContractList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V2ContractListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List contracts matching conditions: done. The body holds `contracts`, `nextOffsetToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2ContractListResponse"];
                };
            };
        };
    };
    v2ContractListatdateQuery: {
        parameters: {
            query: {
                /** @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day */
                atPointInServiceTimeline: string;
                conditions?: {
                    /**
                     * Format: uuid
                     * @description system identifier (UUID)
                     */
                    customerId?: string;
                    /** @description management id: 1..64 of [A-Za-z0-9_-] */
                    customerOptionalId?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    endDateFrom?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    endDateTo?: string;
                    isDraft?: boolean;
                    /** @description management id: 1..64 of [A-Za-z0-9_-] */
                    optionalId?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    startDateFrom?: string;
                    /**
                     * Format: rfc3339-jst
                     * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
                     */
                    startDateTo?: string;
                    /**
                     * @description judged on the tenant clock's today against the contract span
                     * @enum {string}
                     */
                    status?: "STATUS_UNSPECIFIED" | "STATUS_WAITING_ACTIVATION" | "STATUS_ACTIVE" | "STATUS_ENDED";
                };
                offsetToken?: string;
                /** @description default 10 */
                pageSize?: number;
                sortOrder?: {
                    /** @enum {string} */
                    direction?: "DIRECTION_UNSPECIFIED" | "DIRECTION_ASCENDING" | "DIRECTION_DESCENDING";
                    /** @enum {string} */
                    field?: "FIELD_UNSPECIFIED" | "FIELD_ID" | "FIELD_CONTRACT_END_DATE";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List contracts with at least one item in force on a day: done. The body holds `contracts`, `nextOffsetToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2ContractListatdateResponse"];
                };
            };
        };
    };
    v2ContractListatdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V2ContractListatdateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List contracts with at least one item in force on a day: done. The body holds `contracts`, `nextOffsetToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2ContractListatdateResponse"];
                };
            };
        };
    };
    v2ContractServiceAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V2ContractServiceAddRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Add a service (main item and option items) to a contract: done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2ContractServiceAddResponse"];
                };
            };
        };
    };
    v2ContractUpdatepaymentmethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V2ContractUpdatepaymentmethodRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Change the payment method of a contract: done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2ContractUpdatepaymentmethodResponse"];
                };
            };
        };
    };
}
