// Generated from the OpenAPI document by `npm run console:generate`. Do not edit.
export interface paths {
    "/admin/v1/apikey/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue another API key for one environment of a provider
         * @description The answer carries the key itself (`secret`) once; only its hash is stored.
         */
        post: operations["adminV1ApikeyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/apikey/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List a provider's API keys (both environments, revoked ones included), oldest first */
        post: operations["adminV1ApikeyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/apikey/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key at once
         * @description Every server process refuses the key (401) within a second. A key already revoked is FAILED_PRECONDITION.
         */
        post: operations["adminV1ApikeyRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/audit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The audit log, newest first, filtered by tenant, actor, action, record and time
         * @description Every committed change, from every entry point, with who made it (docs/records.md). Filters combine; timeFrom is inclusive and timeTo exclusive (timeFrom after timeTo is INVALID_ARGUMENT naming timeTo). An operator limited to some providers sees only their tenants' entries.
         */
        post: operations["adminV1AuditList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operator/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an operator with a role and, optionally, the providers it is limited to
         * @description The answer carries the new operator's token (`token`, op_…) once; only its hash is stored. `providerIds` empty or absent = every provider; an unknown provider is NOT_FOUND naming it. Only an owner of every provider may create operators.
         */
        post: operations["adminV1OperatorCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operator/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List the operators (revoked ones included), oldest first */
        post: operations["adminV1OperatorList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operator/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an operator at once: its token and its sessions stop working
         * @description Sets revokeTime and ends every session of the operator in the same transaction: the next request with its token or one of its session cookies is 401. An unknown operator is NOT_FOUND; one revoked already, or the calling operator itself, FAILED_PRECONDITION (another operator, or `billing operator revoke`, can).
         */
        post: operations["adminV1OperatorRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/provider/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a provider with its sandbox and production environments and one API key for each
         * @description The keys are answered once (`keys[].secret`); only their hashes are stored.
         */
        post: operations["adminV1ProviderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/provider/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get a provider with its settings */
        post: operations["adminV1ProviderGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/provider/getmailsettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A provider's mail settings: sender, reminder steps, templates (docs/delivery.md) */
        post: operations["adminV1ProviderGetmailsettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/provider/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List every provider (those of an operator limited to some), oldest first */
        post: operations["adminV1ProviderList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/provider/previewmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The message a template makes for a sample invoice
         * @description An unknown placeholder is INVALID_ARGUMENT naming subject or body, as saving would refuse it.
         */
        post: operations["adminV1ProviderPreviewmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/provider/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a provider's name, contact fields or settings
         * @description Only the fields given are changed ("" clears a text field). A change reaches every server process within a second.
         */
        post: operations["adminV1ProviderUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/provider/updatemailsettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a provider's mail settings
         * @description Only the fields given change. A template naming a placeholder that does not exist is refused (INVALID_ARGUMENT naming templates.<kind>.<part>); addresses must be e-mail addresses; reminder steps are unique whole days.
         */
        post: operations["adminV1ProviderUpdatemailsettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/session/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to the console with an operator token
         * @description Answers the session and sets the HttpOnly, SameSite=Strict cookie billing_session (12 hours). After 10 failed sign-ins in 10 minutes from one client address (TRUST_PROXY names the proxies that may tell it), RESOURCE_EXHAUSTED with Retry-After for that address only.
         */
        post: operations["adminV1SessionCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/session/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: the session is deleted and its cookie cleared
         * @description With an operator token and no session, nothing is deleted and the answer is still {}.
         */
        post: operations["adminV1SessionDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/session/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The current console session
         * @description Reads the session of the cookie (no new cookie); needs no X-CSRF-Token, so a reloaded console learns its CSRF token again. UNAUTHENTICATED without a live session (an operator token alone has no session).
         */
        post: operations["adminV1SessionGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/amendment/listbycontract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the amendments of a contract — as one tenant (operator)
         * @description Runs /v1/amendment/listbycontract as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Contract by id or optionalId; in creation (= version) order; keyset paging.
         */
        post: operations["adminV1TenantAmendmentListbycontract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/bankstatement/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an imported bank statement with its counts — as one tenant (operator)
         * @description Runs /v1/bankstatement/get as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer.
         */
        post: operations["adminV1TenantBankstatementGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/bankstatement/ignore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a line out of the unmatched queue without applying it — as one tenant (operator)
         * @description Runs /v1/bankstatement/ignore as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer.
         */
        post: operations["adminV1TenantBankstatementIgnore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/bankstatement/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a bank statement and match its deposits — as one tenant (operator)
         * @description Runs /v1/bankstatement/import as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. A 全銀協 振込入金通知 or 入出金取引明細 (fixed 200-byte Shift_JIS records, with or without line ends) or a CSV with a column mapping (docs/collections.md). The whole file is one transaction: a record that cannot be read is a 400 naming content.record[N].field and nothing is applied. A deposit already imported (same bank, branch, account, value date and 照会番号) applies nothing again.
         */
        post: operations["adminV1TenantBankstatementImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/bankstatement/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List imported bank statements, newest first — as one tenant (operator)
         * @description Runs /v1/bankstatement/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer.
         */
        post: operations["adminV1TenantBankstatementList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/bankstatement/listlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List bank statement lines, of one statement and/or in one status — as one tenant (operator)
         * @description Runs /v1/bankstatement/listlines as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. status STATUS_UNMATCHED without statementId is the unmatched queue across every statement. Each line lists what it applied.
         */
        post: operations["adminV1TenantBankstatementListlines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/bankstatement/match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Match an unmatched line to invoices by hand — as one tenant (operator)
         * @description Runs /v1/bankstatement/match as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Each allocation pays its invoice through the one payment path (at most its balance); what the allocations leave of the deposit becomes the customer’s credit. All invoices must be of one customer. Only a line in the unmatched queue (LINE_NOT_UNMATCHED).
         */
        post: operations["adminV1TenantBankstatementMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/bankstatement/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invoices an unmatched line may pay, nearest balance first — as one tenant (operator)
         * @description Runs /v1/bankstatement/suggest as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer.
         */
        post: operations["adminV1TenantBankstatementSuggest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/bankstatement/unmatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse what a matched line applied and return it to the unmatched queue — as one tenant (operator)
         * @description Runs /v1/bankstatement/unmatch as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Each payment the line made is reversed on the same billing (payment type TYPE_REVERSAL) and the credit it created is taken back (CREDIT_ALREADY_USED when it has been used). Only a matched line (LINE_NOT_MATCHED).
         */
        post: operations["adminV1TenantBankstatementUnmatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/billing/batchrecordpayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record payments (or refunds) for several billings — as one tenant (operator)
         * @description Runs /v1/billing/batchrecordpayments as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. A payment with an optionalId already recorded is not recorded again. Overpayment and refused transitions are per-row errors; a billing on an invoice takes no more than the invoice’s balance, earlier rows of the batch counted (per-row FAILED_PRECONDITION, message OVERPAYMENT: …).
         */
        post: operations["adminV1TenantBillingBatchrecordpayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/billing/batchupdatestatuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the status of several billings (UNBILLED, INVOICE_CREATED or POSTED) — as one tenant (operator)
         * @description Runs /v1/billing/batchupdatestatuses as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. byIds (1..1000 ids) or byCondition (billings whose status is one of the given ones, at most 10,000). Refused transitions are per-row errors.
         */
        post: operations["adminV1TenantBillingBatchupdatestatuses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/billing/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A billing's qualified invoice (適格請求書) as PDF or HTML — as one tenant (operator)
         * @description Runs /v1/billing/document as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Answers the document itself (application/pdf, or text/html with FORMAT_HTML), not JSON: a qualified invoice, or a qualified return invoice when the total is below zero, with the issuer block fixed when the billing was issued (docs/invoices.md).
         */
        post: operations["adminV1TenantBillingDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/billing/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get one billing with its lines and payments — as one tenant (operator)
         * @description Runs /v1/billing/get as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer.
         */
        post: operations["adminV1TenantBillingGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/billing/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List billings (creation order) — as one tenant (operator)
         * @description Runs /v1/billing/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer.
         */
        post: operations["adminV1TenantBillingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/billing/listbycontract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the billings of a contract — as one tenant (operator)
         * @description Runs /v1/billing/listbycontract as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer.
         */
        post: operations["adminV1TenantBillingListbycontract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/billing/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search billings — as one tenant (operator)
         * @description Runs /v1/billing/search as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. query: terms joined by ` AND ` (all must hold): `status=<STATUS_VALUE>` (or status=any / status=*), `customerId=`, `contractId=`, `paymentMethodId=` (ids), `billingDate` and `billingDueDate` with `=`, `>=`, `<=`, `>`, `<` and a JST day `YYYY-MM-DD`; empty for all. A malformed term is INVALID_ARGUMENT naming query.
         */
        post: operations["adminV1TenantBillingSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/billrun/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A tenant's bill runs, newest first, with their summaries and parked contracts */
        post: operations["adminV1TenantBillrunList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/catalogitem/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List catalog items — as one tenant (operator)
         * @description Runs /v1/catalogitem/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. In creation order (id ascending), keyset paged, with their charge items. productId or productOptionalId (extension) lists one product's items; an unknown productOptionalId is NOT_FOUND.
         */
        post: operations["adminV1TenantCatalogitemList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/contract/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a contract (a version snapshot) — as one tenant (operator)
         * @description Runs /v1/contract/get as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer.
         */
        post: operations["adminV1TenantContractGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/contract/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List contracts — as one tenant (operator)
         * @description Runs /v1/contract/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. In creation order; keyset paging.
         */
        post: operations["adminV1TenantContractList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/contract/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search contracts — as one tenant (operator)
         * @description Runs /v1/contract/search as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. orderBy FIELD_ID (default) or FIELD_CONTRACT_END_DATE; optional conditions (customer, management id, draft, status, start/end date ranges; docs/contracts.md).
         */
        post: operations["adminV1TenantContractSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/creditnote/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a credit note (返還インボイス) against an issued invoice — as one tenant (operator)
         * @description Runs /v1/creditnote/create as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Lines give back amounts before tax at the invoice’s rates; the tax is rounded once per rate over the note and the invoice’s earlier notes (each note gives back the rounded tax of all given back at the rate so far less what earlier notes gave back, never past the invoice’s tax at the rate). At most what the invoice still holds, per rate and in total (FAILED_PRECONDITION CREDIT_NOTE_EXCEEDS_INVOICE); a void invoice is refused (INVOICE_VOID). REFUND_TO_CREDIT (default) puts the total on the customer’s credit, applied at once to the corrected invoice while it is open and then to the next invoices; REFUND_OUTSIDE records a refund paid outside (docs/credit.md).
         */
        post: operations["adminV1TenantCreditnoteCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/creditnote/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A credit note's qualified return invoice (適格返還請求書) as PDF or HTML — as one tenant (operator)
         * @description Runs /v1/creditnote/document as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Answers the document itself (application/pdf, or text/html with FORMAT_HTML), not JSON: the issuer and its registration number, the refund date, the original sale’s dates, the corrected invoice’s number and issue date, and per rate the amount given back and its tax (docs/credit.md).
         */
        post: operations["adminV1TenantCreditnoteDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/creditnote/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get one credit note by id or by number — as one tenant (operator)
         * @description Runs /v1/creditnote/get as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Give id or creditNoteNumber (both: they must name the same note). Another environment’s note is NOT_FOUND.
         */
        post: operations["adminV1TenantCreditnoteGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/creditnote/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List credit notes, newest first — as one tenant (operator)
         * @description Runs /v1/creditnote/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Of one invoice (invoiceId), of one customer (customerId or customerOptionalId), or all; keyset paged.
         */
        post: operations["adminV1TenantCreditnoteList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/customer/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer — as one tenant (operator)
         * @description Runs /v1/customer/create as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. optionalId and crmAccountId are unique per tenant (ALREADY_EXISTS naming the field). billingProfile (optional) sets how the billings become invoices (docs/invoices.md); recipientStaffIds can be set once staff exist (customer/update).
         */
        post: operations["adminV1TenantCustomerCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/customer/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a customer — as one tenant (operator)
         * @description Runs /v1/customer/get as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. By id, optionalId or crmAccountId (one is required; several must name the same customer).
         */
        post: operations["adminV1TenantCustomerGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/customer/getcredit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's credit and its movements, newest first — as one tenant (operator)
         * @description Runs /v1/customer/getcredit as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Credit comes from credit notes refunded to credit, overpayments and negative invoices, and is applied to the customer’s invoices when they are issued, oldest credit first (docs/credit.md). The movements are keyset paged.
         */
        post: operations["adminV1TenantCustomerGetcredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/customer/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List customers — as one tenant (operator)
         * @description Runs /v1/customer/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. In creation order (FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING; keyset paging.
         */
        post: operations["adminV1TenantCustomerList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/customer/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search a tenant's customers by name, management id or CRM account id (operator)
         * @description Customers whose name contains query (any case, as PostgreSQL lower() folds it), or whose optionalId or crmAccountId equals it exactly; ordered by name, then id; keyset paging bound to the query.
         */
        post: operations["adminV1TenantCustomerSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/customer/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a customer — as one tenant (operator)
         * @description Runs /v1/customer/update as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Partial: fields present replace, absent ones stay; "" clears optionalId or crmAccountId. billingProfile is partial too; leaving monthly closing issues what waited for the closing at once, per billing (docs/invoices.md).
         */
        post: operations["adminV1TenantCustomerUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/customerstaff/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer staff member — as one tenant (operator)
         * @description Runs /v1/customerstaff/create as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. The customer by customerId or customerOptionalId; name.lastName is required. optionalId and crmStaffId are unique per tenant.
         */
        post: operations["adminV1TenantCustomerstaffCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/customerstaff/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the staff of a customer — as one tenant (operator)
         * @description Runs /v1/customerstaff/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. The customer by customerId or customerOptionalId. Creation order (FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING.
         */
        post: operations["adminV1TenantCustomerstaffList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/customerstaff/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a customer staff member — as one tenant (operator)
         * @description Runs /v1/customerstaff/update as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Partial: fields present replace (name and address merge field by field), absent ones stay; "" clears optionalId/crmStaffId. customerId, when given, must be the current customer.
         */
        post: operations["adminV1TenantCustomerstaffUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/document/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A kept document of any kind, as stored — as one tenant (operator)
         * @description Runs /v1/document/download as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Answers the stored bytes themselves (application/pdf, or text/html with FORMAT_HTML), not JSON: exactly what was rendered once after issue; the PDF’s SHA-256 is the `sha256` document/search shows (docs/records.md).
         */
        post: operations["adminV1TenantDocumentDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/document/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the kept documents (電子帳簿保存法) by issue date, amount, counterparty and kind — as one tenant (operator)
         * @description Runs /v1/document/search as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Every criterion is optional and they combine (AND): issue date range (JST days) and amount range (the total), both ends inclusive; the counterparty by customerId / customerOptionalId or by a part of its name as the document names it (counterpartyName, case-insensitive; not with a customer id); the kind. Newest issue date first, keyset paged. Bounds the wrong way round are INVALID_ARGUMENT naming the upper bound (docs/records.md).
         */
        post: operations["adminV1TenantDocumentSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/event/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an event — as one tenant (operator)
         * @description Runs /v1/event/get as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Events are kept at least 30 days (docs/events.md).
         */
        post: operations["adminV1TenantEventGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/event/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List events — as one tenant (operator)
         * @description Runs /v1/event/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Newest first, keyset paged; filters: types (any of), createTimeFrom (inclusive), createTimeTo (exclusive).
         */
        post: operations["adminV1TenantEventList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/expectedbilling/listbycontract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Expected billings of a contract after today (through the current term and one auto-renewal) — as one tenant (operator)
         * @description Runs /v1/expectedbilling/listbycontract as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer.
         */
        post: operations["adminV1TenantExpectedbillingListbycontract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/invoice/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue now what the customer's next closing would — as one tenant (operator)
         * @description Runs /v1/invoice/close as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Monthly closing: the billings waiting for an invoice dated on or before the next closing day, one invoice per (payment method, due date), closing date = that closing day, issue date = today. Per billing: each waiting billing (released from hold, or of a voided invoice) on its own invoice. A billing of a voided invoice makes an invoice whose replacesInvoiceId names the void one. Nothing waiting: FAILED_PRECONDITION (NOTHING_TO_INVOICE).
         */
        post: operations["adminV1TenantInvoiceClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/invoice/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An invoice's qualified invoice (適格請求書) as PDF or HTML — as one tenant (operator)
         * @description Runs /v1/invoice/document as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Answers the document itself (application/pdf, or text/html with FORMAT_HTML), not JSON: every line of the invoice’s billings, the per-rate amounts and tax of the whole invoice, the issuer and recipient as fixed when it was issued (docs/invoices.md). A void invoice says so on the document.
         */
        post: operations["adminV1TenantInvoiceDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/invoice/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get one invoice by id or by number — as one tenant (operator)
         * @description Runs /v1/invoice/get as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Give id or invoiceNumber (both: they must name the same invoice). Another environment’s invoice is NOT_FOUND.
         */
        post: operations["adminV1TenantInvoiceGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/invoice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List invoices, newest first — as one tenant (operator)
         * @description Runs /v1/invoice/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Optionally of one customer (customerId or customerOptionalId), in one status, issued and/or due within a range of JST days (both ends inclusive); keyset paged.
         */
        post: operations["adminV1TenantInvoiceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/invoice/listdeliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An invoice's e-mail messages — as one tenant (operator)
         * @description Runs /v1/invoice/listdeliveries as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. The invoice, reminder and credit note messages of the invoice, newest first (docs/delivery.md).
         */
        post: operations["adminV1TenantInvoiceListdeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/invoice/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an invoice by e-mail (again) — as one tenant (operator)
         * @description Runs /v1/invoice/send as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Queues one message with the invoice's PDF and a customer page link (docs/delivery.md) and answers it as STATUS_PENDING; /v1/invoice/listdeliveries shows when the server accepted it. Without staffIds it goes to the customer's recipient staff, else the contracts' billing staff (FAILED_PRECONDITION NO_MAIL_RECIPIENT when none has an e-mail address). A staff member of another customer, or one without a deliverable address, is INVALID_ARGUMENT naming staffIds[i]; a void invoice is FAILED_PRECONDITION INVOICE_VOID.
         */
        post: operations["adminV1TenantInvoiceSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/invoice/totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What the invoices issued in a range of days add up to — as one tenant (operator)
         * @description Runs /v1/invoice/totals as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Sums of the invoices issued from issueDateFrom to issueDateTo (JST days, both included, at most 366 days), optionally of one customer: count, subtotal, tax, total, paid and balance of the invoices not void, and per status (void included) their count, total and balance. Exact decimals.
         */
        post: operations["adminV1TenantInvoiceTotals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/invoice/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void an invoice — as one tenant (operator)
         * @description Runs /v1/invoice/void as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Refused once a payment is recorded on it (FAILED_PRECONDITION INVOICE_HAS_PAYMENTS), once a credit note was issued against it (INVOICE_HAS_CREDIT_NOTES) or when it is void already (INVOICE_VOID). A return invoice (total below zero) takes back the credit it became at issue; refused once that credit is used (CREDIT_ALREADY_USED). Its number stays used; its billings return to UNBILLED and wait for the next closing (or /v1/invoice/close), whose invoice names this one in replacesInvoiceId.
         */
        post: operations["adminV1TenantInvoiceVoid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/journal/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A closed month’s journal as an accounting product’s import file — as one tenant (operator)
         * @description Runs /v1/journal/export as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. freee (仕訳インポート), Money Forward クラウド会計 (仕訳帳インポート) and csv in UTF-8; 弥生会計 (弥生インポート形式) in Shift_JIS (docs/accounting.md "Export formats"). For very large months use `billing journal export`, which streams to a file.
         */
        post: operations["adminV1TenantJournalExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/journal/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The journal entries (仕訳) of a closed month — as one tenant (operator)
         * @description Runs /v1/journal/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Invoices issued (売掛金 / 売上高 + 前受収益 + 仮受消費税), voids, payments, customer credit, credit notes (前受収益 + 売上値引 + 仮受消費税 / 前受金 or 普通預金), and the month-end recognition of deferred revenue, in that order; computed from the documents, so the same month always gives the same entries (docs/accounting.md). A malformed month is INVALID_ARGUMENT; a month not over yet is FAILED_PRECONDITION (MONTH_NOT_CLOSED).
         */
        post: operations["adminV1TenantJournalList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/paymentmethod/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List payment methods — as one tenant (operator)
         * @description Runs /v1/paymentmethod/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Ordered by id (= creation order; FIELD_UNSPECIFIED means FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING; keyset paged.
         */
        post: operations["adminV1TenantPaymentmethodList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/product/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List products — as one tenant (operator)
         * @description Runs /v1/product/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. In creation order (id ascending), keyset paged.
         */
        post: operations["adminV1TenantProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/report/receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receivables aging per customer on a day — as one tenant (operator)
         * @description Runs /v1/report/receivables as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. What each customer still owes on asOf (invoices issued by then, not void, less the payments dated by then), by days past the due date: not yet due, 1–30, 31–60, 61–90, over 90 (docs/accounting.md "Receivables aging").
         */
        post: operations["adminV1TenantReportReceivables"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/report/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revenue per closed month: invoiced, recognised, deferred, MRR and its movements — as one tenant (operator)
         * @description Runs /v1/report/revenue as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Each closed month’s figures are computed once from its journal and the contracts and stored; reports read the stored months (docs/accounting.md "Revenue report"). Months must be closed (MONTH_NOT_CLOSED) and well formed.
         */
        post: operations["adminV1TenantReportRevenue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/testclock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the sandbox tenant's clock forward, running the daily jobs of every day it passes — as one tenant (operator)
         * @description Runs /v1/testclock/advance as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. A bare date means the end of that JST day. Backwards is FAILED_PRECONDITION. The daily jobs (auto-renewals, bill run, due-date sweep) of each JST day run when the clock passes that day at billRunHourJst. Each day commits on its own; Idempotency-Key is not needed (advancing again to the same instant does nothing). One advance moves the clock at most 3653 days (about ten years) and never more than 3653 days past real time (INVALID_ARGUMENT), and stops after 45 s (DEADLINE_EXCEEDED) or when the client goes away, with the clock where it had got to. One advance of a tenant runs at a time: another sent meanwhile is ABORTED (409, TEST_CLOCK_BUSY) with Retry-After; it is a heavy request (RESOURCE_EXHAUSTED, CONCURRENCY_LIMIT_EXCEEDED, past the limits of docs/deployment.md).
         */
        post: operations["adminV1TenantTestclockAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/testclock/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox tenant's clock — as one tenant (operator)
         * @description Runs /v1/testclock/get as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer.
         */
        post: operations["adminV1TenantTestclockGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/v2/contract/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a contract on a day of its service timeline — as one tenant (operator)
         * @description Runs /v2/contract/get as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. With atPointInServiceTimeline: the items in force that day with the terms valid that day (services: [] when nothing runs); without: the latest state, future items included.
         */
        post: operations["adminV1TenantV2ContractGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/webhookendpoint/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List webhook endpoints — as one tenant (operator)
         * @description Runs /v1/webhookendpoint/list as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. In creation order (id ascending), keyset paged.
         */
        post: operations["adminV1TenantWebhookendpointList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenant/webhookendpoint/listdeliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List an endpoint’s deliveries — as one tenant (operator)
         * @description Runs /v1/webhookendpoint/listdeliveries as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer. Newest first, keyset paged; one delivery per event (and per resend), with its attempts so far.
         */
        post: operations["adminV1TenantWebhookendpointListdeliveries"];
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
            /** @description remaining address lines (street, building) */
            addressLines: string[];
            /** @description city, ward, town or village */
            city: string;
            /**
             * @description country of the address
             * @enum {string}
             */
            country: "COUNTRY_UNSPECIFIED" | "COUNTRY_JP";
            /**
             * @description prefecture (JIS X 0401 order)
             * @enum {string}
             */
            prefecture: "PREFECTURE_UNSPECIFIED" | "PREFECTURE_HOKKAIDO" | "PREFECTURE_AOMORI" | "PREFECTURE_IWATE" | "PREFECTURE_MIYAGI" | "PREFECTURE_AKITA" | "PREFECTURE_YAMAGATA" | "PREFECTURE_FUKUSHIMA" | "PREFECTURE_IBARAKI" | "PREFECTURE_TOCHIGI" | "PREFECTURE_GUNMA" | "PREFECTURE_SAITAMA" | "PREFECTURE_CHIBA" | "PREFECTURE_TOKYO" | "PREFECTURE_KANAGAWA" | "PREFECTURE_NIIGATA" | "PREFECTURE_TOYAMA" | "PREFECTURE_ISHIKAWA" | "PREFECTURE_FUKUI" | "PREFECTURE_YAMANASHI" | "PREFECTURE_NAGANO" | "PREFECTURE_GIFU" | "PREFECTURE_SHIZUOKA" | "PREFECTURE_AICHI" | "PREFECTURE_MIE" | "PREFECTURE_SHIGA" | "PREFECTURE_KYOTO" | "PREFECTURE_OSAKA" | "PREFECTURE_HYOGO" | "PREFECTURE_NARA" | "PREFECTURE_WAKAYAMA" | "PREFECTURE_TOTTORI" | "PREFECTURE_SHIMANE" | "PREFECTURE_OKAYAMA" | "PREFECTURE_HIROSHIMA" | "PREFECTURE_YAMAGUCHI" | "PREFECTURE_TOKUSHIMA" | "PREFECTURE_KAGAWA" | "PREFECTURE_EHIME" | "PREFECTURE_KOCHI" | "PREFECTURE_FUKUOKA" | "PREFECTURE_SAGA" | "PREFECTURE_NAGASAKI" | "PREFECTURE_KUMAMOTO" | "PREFECTURE_OITA" | "PREFECTURE_MIYAZAKI" | "PREFECTURE_KAGOSHIMA" | "PREFECTURE_OKINAWA";
            /** @description postal code */
            zipCode: string;
        };
        /** AddressInput */
        AddressInput: {
            /** @description remaining address lines (street, building) */
            addressLines?: string[];
            /** @description city, ward, town or village */
            city?: string;
            /**
             * @description country of the address
             * @enum {string}
             */
            country?: "COUNTRY_UNSPECIFIED" | "COUNTRY_JP";
            /**
             * @description prefecture (JIS X 0401 order)
             * @enum {string}
             */
            prefecture?: "PREFECTURE_UNSPECIFIED" | "PREFECTURE_HOKKAIDO" | "PREFECTURE_AOMORI" | "PREFECTURE_IWATE" | "PREFECTURE_MIYAGI" | "PREFECTURE_AKITA" | "PREFECTURE_YAMAGATA" | "PREFECTURE_FUKUSHIMA" | "PREFECTURE_IBARAKI" | "PREFECTURE_TOCHIGI" | "PREFECTURE_GUNMA" | "PREFECTURE_SAITAMA" | "PREFECTURE_CHIBA" | "PREFECTURE_TOKYO" | "PREFECTURE_KANAGAWA" | "PREFECTURE_NIIGATA" | "PREFECTURE_TOYAMA" | "PREFECTURE_ISHIKAWA" | "PREFECTURE_FUKUI" | "PREFECTURE_YAMANASHI" | "PREFECTURE_NAGANO" | "PREFECTURE_GIFU" | "PREFECTURE_SHIZUOKA" | "PREFECTURE_AICHI" | "PREFECTURE_MIE" | "PREFECTURE_SHIGA" | "PREFECTURE_KYOTO" | "PREFECTURE_OSAKA" | "PREFECTURE_HYOGO" | "PREFECTURE_NARA" | "PREFECTURE_WAKAYAMA" | "PREFECTURE_TOTTORI" | "PREFECTURE_SHIMANE" | "PREFECTURE_OKAYAMA" | "PREFECTURE_HIROSHIMA" | "PREFECTURE_YAMAGUCHI" | "PREFECTURE_TOKUSHIMA" | "PREFECTURE_KAGAWA" | "PREFECTURE_EHIME" | "PREFECTURE_KOCHI" | "PREFECTURE_FUKUOKA" | "PREFECTURE_SAGA" | "PREFECTURE_NAGASAKI" | "PREFECTURE_KUMAMOTO" | "PREFECTURE_OITA" | "PREFECTURE_MIYAZAKI" | "PREFECTURE_KAGOSHIMA" | "PREFECTURE_OKINAWA";
            /** @description Japanese postal code NNN-NNNN or NNNNNNN, or "" */
            zipCode?: string;
        };
        /**
         * AdminProvider
         * @description A provider with its settings.
         */
        AdminProvider: {
            /** @description postal address (also printed on invoices as the issuer’s) */
            address: string;
            /** @description when the provider was created */
            createTime: string;
            /** @description contact e-mail address */
            emailAddress: string;
            /**
             * Format: uuid
             * @description the provider's id
             */
            id: string;
            /** @description the provider's name */
            name: string;
            /** @description phone number (also printed on invoices as the issuer’s) */
            phoneNumber: string;
            /** @description name of the representative */
            representativeName: components["schemas"]["AdminRepresentativeName"];
            /** @description provider settings */
            settings: components["schemas"]["AdminProviderSettings"];
            /** @description when the provider was last changed */
            updateTime: string;
        };
        /**
         * AdminProviderSettings
         * @description the provider's settings (docs/invoices.md for the issuer settings)
         */
        AdminProviderSettings: {
            /** @description where to pay, printed on invoices */
            bankAccount: string;
            /** @description the hour (0..23, JST) of the daily bill run */
            billRunHourJst: number;
            /** @description a note printed on invoices */
            invoiceNote: string;
            /** @description prefix of invoice numbers ("" = none) */
            invoiceNumberPrefix: string;
            /** @description the issuer name on invoices ("" = the provider name) */
            legalName: string;
            /** @description requests per minute per environment; 0 = the server default (RATE_LIMIT_PER_MINUTE) */
            rateLimitPerMinute: number;
            /** @description qualified invoice issuer registration number, "T" + 13 digits ("" = not registered) */
            registrationNumber: string;
            /**
             * @description how the consumption tax of a billing is rounded, once per rate (default ROUNDING_ROUND_DOWN)
             * @enum {string}
             */
            taxRounding: "ROUNDING_UNSPECIFIED" | "ROUNDING_ROUND_DOWN" | "ROUNDING_ROUND_UP" | "ROUNDING_ROUND_HALF_UP";
        };
        /**
         * AdminRepresentativeName
         * @description the representative
         */
        AdminRepresentativeName: {
            /** @description first name */
            firstName: string;
            /** @description last name */
            lastName: string;
        };
        AdminV1ApikeyCreateRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: rfc3339-jst
             * @description when the key stops working (in the future); absent = never
             */
            expireTime?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            providerId: string;
        };
        /**
         * CreatedApiKey
         * @description A new API key and its secret.
         */
        AdminV1ApikeyCreateResponseBody: {
            /** @description the API key (never the key itself; see secret) */
            key: components["schemas"]["ApiKey"];
            /** @description the API key itself (sk_sandbox_… or sk_live_…): shown once, only its hash is stored */
            secret: string;
        };
        AdminV1ApikeyListRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            providerId: string;
        };
        AdminV1ApikeyListResponseBody: {
            /** @description the provider's keys */
            keys: components["schemas"]["ApiKey"][];
        };
        AdminV1ApikeyRevokeRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            keyId: string;
        };
        AdminV1ApikeyRevokeResponseBody: {
            /** @description the API key (never the key itself; see secret) */
            key: components["schemas"]["ApiKey"];
        };
        AdminV1AuditListRequest: {
            /** @description only this action (an RPC path such as /v1/customer/create, `cli provider create`, `job:daily`) */
            action?: string;
            /** @description only changes by this actor (an API key id, an operator id, cli:<user>, scheduler, …) */
            actorId?: string;
            /**
             * @description with providerId: only this environment
             * @enum {string}
             */
            environment?: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description only this provider's tenants
             */
            providerId?: string;
            /** @description only entries that list this record id */
            resourceId?: string;
            /**
             * Format: rfc3339-jst
             * @description only entries at or after this instant
             */
            timeFrom?: string;
            /**
             * Format: rfc3339-jst
             * @description only entries before this instant
             */
            timeTo?: string;
        };
        AdminV1AuditListResponseBody: {
            /** @description the entries of this page */
            entries: components["schemas"]["AuditEntry"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1OperatorCreateRequest: {
            /** @description the operator's name */
            name: string;
            /** @description the providers it may act on; absent or empty = every provider */
            providerIds?: string[];
            /**
             * @description OWNER: everything; ADMIN: providers, keys, settings, the audit log; CLERK: billing work, no keys; VIEWER: read only
             * @enum {string}
             */
            role: "ROLE_UNSPECIFIED" | "ROLE_OWNER" | "ROLE_ADMIN" | "ROLE_CLERK" | "ROLE_VIEWER";
        };
        AdminV1OperatorCreateResponseBody: {
            /** @description the signed-in console operator */
            operator: components["schemas"]["OperatorRecord"];
            /** @description the operator token, shown this once */
            token: string;
        };
        AdminV1OperatorListRequest: {
            /** @description only operators whose name contains this text (any case) */
            nameContains?: string;
        };
        AdminV1OperatorListResponseBody: {
            /** @description the operators */
            operators: components["schemas"]["OperatorRecord"][];
        };
        AdminV1OperatorRevokeRequest: {
            /**
             * Format: uuid
             * @description the operator to revoke
             */
            operatorId: string;
        };
        AdminV1OperatorRevokeResponseBody: {
            /** @description the signed-in console operator */
            operator: components["schemas"]["OperatorRecord"];
        };
        AdminV1ProviderCreateRequest: {
            /** @description postal address */
            address?: string;
            /** @description contact e-mail address */
            emailAddress?: string;
            /** @description the provider's name */
            name: string;
            /** @description phone number */
            phoneNumber?: string;
            /** @description name of the representative */
            representativeName?: components["schemas"]["RepresentativeNameInput"];
            /** @description provider settings */
            settings?: components["schemas"]["ProviderSettingsInput"];
        };
        AdminV1ProviderCreateResponseBody: {
            /** @description the sandbox and the production key, each shown once */
            keys: components["schemas"]["CreatedApiKey"][];
            /** @description the provider of the calling key, seen from its environment */
            provider: components["schemas"]["AdminProvider"];
        };
        AdminV1ProviderGetmailsettingsRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            providerId: string;
        };
        AdminV1ProviderGetmailsettingsResponseBody: {
            /** @description the provider’s sender, reminder days and e-mail templates (docs/delivery.md) */
            mailSettings: components["schemas"]["MailSettings"];
        };
        AdminV1ProviderGetRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            providerId: string;
        };
        AdminV1ProviderGetResponseBody: {
            /** @description the provider of the calling key, seen from its environment */
            provider: components["schemas"]["AdminProvider"];
        };
        AdminV1ProviderListRequest: {
            /** @description only providers whose name contains this text (any case) */
            nameContains?: string;
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        AdminV1ProviderListResponseBody: {
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
            /** @description the providers of this page */
            providers: components["schemas"]["AdminProvider"][];
        };
        AdminV1ProviderPreviewmailRequest: {
            /** @description the e-mail body, plain text (placeholders {{name}}, docs/delivery.md "Templates") */
            body: string;
            /**
             * @description document kind: KIND_INVOICE (請求書), KIND_CREDIT_NOTE (返還請求書), KIND_REMINDER (督促状); unspecified = any kind in a search
             * @enum {string}
             */
            kind: "KIND_UNSPECIFIED" | "KIND_INVOICE" | "KIND_REMINDER" | "KIND_CREDIT_NOTE";
            /** @description the e-mail subject (placeholders {{name}}, docs/delivery.md "Templates") */
            subject: string;
        };
        AdminV1ProviderPreviewmailResponseBody: {
            /** @description the e-mail body, plain text (placeholders {{name}}, docs/delivery.md "Templates") */
            body: string;
            /** @description the e-mail subject (placeholders {{name}}, docs/delivery.md "Templates") */
            subject: string;
        };
        AdminV1ProviderUpdatemailsettingsRequest: {
            /** @description an e-mail address or "" */
            mailFrom?: string;
            /** @description an e-mail address or "" */
            mailReplyTo?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            providerId: string;
            /** @description days relative to the due date on which a reminder goes while a balance remains (e.g. [3, 10]); [] = no reminders */
            reminderDays?: number[];
            /** @description the provider’s own templates per kind; a kind left out uses the Japanese default */
            templates?: components["schemas"]["MailTemplatesInput"];
        };
        AdminV1ProviderUpdatemailsettingsResponseBody: {
            /** @description the provider’s sender, reminder days and e-mail templates (docs/delivery.md) */
            mailSettings: components["schemas"]["MailSettings"];
        };
        AdminV1ProviderUpdateRequest: {
            /** @description postal address */
            address?: string;
            /** @description contact e-mail address */
            emailAddress?: string;
            /** @description the new name */
            name?: string;
            /** @description phone number */
            phoneNumber?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            providerId: string;
            /** @description name of the representative */
            representativeName?: components["schemas"]["RepresentativeNameInput"];
            /** @description provider settings */
            settings?: components["schemas"]["ProviderSettingsInput"];
        };
        AdminV1ProviderUpdateResponseBody: {
            /** @description the provider of the calling key, seen from its environment */
            provider: components["schemas"]["AdminProvider"];
        };
        AdminV1SessionCreateRequest: {
            /** @description the operator token (op_…) printed by `billing operator create` */
            token: string;
        };
        AdminV1SessionCreateResponseBody: {
            /** @description send it back in the X-CSRF-Token header of every other /admin/v1 request made with the session cookie */
            csrfToken: string;
            /** @description when the session ends (12 hours after sign-in); then sign in again */
            expireTime: string;
            /** @description the signed-in console operator */
            operator: components["schemas"]["Operator"];
        };
        AdminV1SessionDeleteRequest: Record<string, never>;
        AdminV1SessionDeleteResponseBody: Record<string, never>;
        AdminV1SessionGetRequest: Record<string, never>;
        AdminV1SessionGetResponseBody: {
            /** @description send it back in the X-CSRF-Token header of every other /admin/v1 request made with the session cookie */
            csrfToken: string;
            /** @description when the session ends (12 hours after sign-in); then sign in again */
            expireTime: string;
            /** @description the signed-in console operator */
            operator: components["schemas"]["Operator"];
        };
        AdminV1TenantAmendmentListbycontractRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantAmendmentListbycontractResponseBody: {
            /** @description the amendments of this page */
            amendments: components["schemas"]["Amendment"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantBankstatementGetRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBankstatementGetResponseBody: {
            /** @description the bank statement */
            statement: components["schemas"]["BankStatement"];
        };
        AdminV1TenantBankstatementIgnoreRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            lineId: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBankstatementIgnoreResponseBody: {
            /** @description the bank statement line */
            line: components["schemas"]["BankStatementLine"];
        };
        AdminV1TenantBankstatementImportRequest: {
            /** @description the file as the bank gives it (Shift_JIS bytes), base64 */
            content: string;
            /** @description for FORMAT_CSV: the 1-based columns of the value date, amount, payer name and optional 照会番号 / account */
            csvColumns?: components["schemas"]["CsvColumns"];
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * @description the file: FORMAT_ZENGIN_TRANSFER_NOTICE 振込入金通知, FORMAT_ZENGIN_STATEMENT 入出金取引明細 (200-byte Shift_JIS records), FORMAT_CSV (csvColumns)
             * @enum {string}
             */
            format: "FORMAT_UNSPECIFIED" | "FORMAT_ZENGIN_TRANSFER_NOTICE" | "FORMAT_ZENGIN_STATEMENT" | "FORMAT_CSV";
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBankstatementImportResponseBody: {
            /** @description the bank statement */
            statement: components["schemas"]["BankStatement"];
        };
        AdminV1TenantBankstatementListlinesRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            statementId?: string;
            /**
             * @description line status: STATUS_MATCHED (applied), STATUS_UNMATCHED (in the queue), STATUS_IGNORED, STATUS_CANCELLED (the bank cancelled the transfer)
             * @enum {string}
             */
            status?: "STATUS_UNSPECIFIED" | "STATUS_MATCHED" | "STATUS_UNMATCHED" | "STATUS_IGNORED" | "STATUS_CANCELLED";
        };
        AdminV1TenantBankstatementListlinesResponseBody: {
            /** @description the bank statement lines of this page */
            lines: components["schemas"]["BankStatementLine"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantBankstatementListRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBankstatementListResponseBody: {
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
            /** @description the bank statements of this page */
            statements: components["schemas"]["BankStatement"][];
        };
        AdminV1TenantBankstatementMatchRequest: {
            /** @description the invoices to pay and the yen of the deposit for each; the rest becomes customer credit */
            allocations: components["schemas"]["Allocation"][];
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            lineId: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBankstatementMatchResponseBody: {
            /** @description the bank statement line */
            line: components["schemas"]["BankStatementLine"];
        };
        AdminV1TenantBankstatementSuggestRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            lineId: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBankstatementSuggestResponseBody: {
            /** @description the invoices (of this page for lists) */
            invoices: components["schemas"]["Invoice"][];
        };
        AdminV1TenantBankstatementUnmatchRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            lineId: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBankstatementUnmatchResponseBody: {
            /** @description the bank statement line */
            line: components["schemas"]["BankStatementLine"];
        };
        AdminV1TenantBillingBatchrecordpaymentsRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description payments and refunds recorded on the billing */
            payments: components["schemas"]["PaymentInformation"][];
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBillingBatchrecordpaymentsResponseBody: {
            /** @description one entry per refused input entry (the others are applied) */
            errors: components["schemas"]["BatchError"][];
            /** @description how many entries succeeded and failed */
            summary: components["schemas"]["BatchSummary"];
        };
        AdminV1TenantBillingBatchupdatestatusesRequest: {
            /** @description select the billings by condition */
            byCondition?: components["schemas"]["ByCondition"];
            /** @description select the billings by id */
            byIds?: components["schemas"]["ByIds"];
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /**
             * @description the status to set: STATUS_UNBILLED, STATUS_INVOICE_CREATED or STATUS_POSTED
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_UNBILLED" | "STATUS_INVOICE_CREATED" | "STATUS_POSTED";
        };
        AdminV1TenantBillingBatchupdatestatusesResponseBody: {
            /** @description one entry per refused input entry (the others are applied) */
            errors: components["schemas"]["BatchError"][];
            /** @description how many entries succeeded and failed */
            summary: components["schemas"]["BatchSummary"];
        };
        AdminV1TenantBillingDocumentRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
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
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBillingGetRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBillingGetResponseBody: {
            /** @description the billing */
            billing: components["schemas"]["Billing"];
        };
        AdminV1TenantBillingListbycontractRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
            /** @description sort order of the list */
            orderBy?: components["schemas"]["BillingOrderBy"];
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBillingListbycontractResponseBody: {
            /** @description the billings (of this page for lists) */
            billings: components["schemas"]["Billing"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantBillingListRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBillingListResponseBody: {
            /** @description the billings (of this page for lists) */
            billings: components["schemas"]["Billing"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantBillingSearchRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description sort order of the list */
            orderBy?: components["schemas"]["BillingOrderBy"];
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /** @description terms joined by AND: status=<STATUS>, customerId=<id>, contractId=<id>, paymentMethodId=<id>, billingDate and billingDueDate with =, >=, <=, >, < and YYYY-MM-DD */
            query?: string;
        };
        AdminV1TenantBillingSearchResponseBody: {
            /** @description the billings (of this page for lists) */
            billings: components["schemas"]["Billing"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantBillrunListRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantBillrunListResponseBody: {
            /** @description the bill runs of this page */
            billRuns: components["schemas"]["BillRun"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantCatalogitemListRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            productId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            productOptionalId?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantCatalogitemListResponseBody: {
            /** @description the catalog items of this page */
            catalogItems: components["schemas"]["CatalogItem"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantContractGetRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /** @description omitted or 0: the latest version */
            version?: number;
        };
        AdminV1TenantContractGetResponseBody: {
            /** @description the contract */
            contract: components["schemas"]["Contract"];
        };
        AdminV1TenantContractListRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantContractListResponseBody: {
            /** @description the contracts of this page */
            contracts: components["schemas"]["Contract"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantContractSearchRequest: {
            /** @description filter conditions; omit for all */
            conditions?: components["schemas"]["ContractConditionsInput"];
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description sort order of the list */
            orderBy?: components["schemas"]["ContractOrderBy"];
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantContractSearchResponseBody: {
            /** @description the contracts of this page */
            contracts: components["schemas"]["Contract"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantCreditnoteCreateRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            invoiceId: string;
            /** @description what is given back: amounts before tax, at rates the invoice has */
            lines: components["schemas"]["Line"][];
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /** @description why (kept on the note and shown on its document) */
            reason: string;
            /**
             * @description how the money goes back: REFUND_TO_CREDIT (default: the customer’s credit, applied to the corrected invoice while open, then to the next invoices) or REFUND_OUTSIDE (paid back outside the service)
             * @enum {string}
             */
            refund?: "REFUND_UNSPECIFIED" | "REFUND_TO_CREDIT" | "REFUND_OUTSIDE";
            /** @description true: check and compute the note as it would be issued now, and write nothing (its id and number are "") */
            validateOnly?: boolean;
        };
        AdminV1TenantCreditnoteCreateResponseBody: {
            /** @description the credit note (返還インボイス, docs/credit.md) */
            creditNote: components["schemas"]["CreditNote"];
        };
        AdminV1TenantCreditnoteDocumentRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
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
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantCreditnoteGetRequest: {
            /** @description the credit note number */
            creditNoteNumber?: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantCreditnoteGetResponseBody: {
            /** @description the credit note (返還インボイス, docs/credit.md) */
            creditNote: components["schemas"]["CreditNote"];
        };
        AdminV1TenantCreditnoteListRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            invoiceId?: string;
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantCreditnoteListResponseBody: {
            /** @description the credit notes of this page, newest first */
            creditNotes: components["schemas"]["CreditNote"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantCustomerCreateRequest: {
            /** @description how the customer’s billings become invoices: per billing or at a monthly closing day, due-date holiday rule, delivery (docs/invoices.md) */
            billingProfile?: components["schemas"]["BillingProfileInput"];
            /** @description external CRM identifier (visible ASCII, ≤255); "" = none */
            crmAccountId?: string;
            /** @description the customer’s 口座振替 account; every field "" = none (docs/collections.md "Direct debit") */
            directDebitMandate?: components["schemas"]["DirectDebitMandateInput"];
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description display name */
            name: string;
            /** @description management id (1..64 of [A-Za-z0-9_-]); "" = none */
            optionalId?: string;
            /** @description 振込依頼人名 its transfers arrive under (half-width kana as the bank shows them) */
            payerNames?: string[];
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /** @description its virtual account number (7 digits, unique per tenant); "" = none */
            virtualAccountNumber?: string;
        };
        AdminV1TenantCustomerCreateResponseBody: {
            /** @description the customer */
            customer: components["schemas"]["Customer"];
        };
        AdminV1TenantCustomerGetcreditRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantCustomerGetcreditResponseBody: {
            /** @description what the service owes the customer now (the sum of every movement) */
            credit: string;
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
            /** @description the movements of the customer’s credit on this page, newest first (docs/credit.md) */
            transactions: components["schemas"]["CreditTransaction"][];
        };
        AdminV1TenantCustomerGetRequest: {
            /** @description external CRM identifier (visible ASCII, 1..255) */
            crmAccountId?: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantCustomerGetResponseBody: {
            /** @description the customer */
            customer: components["schemas"]["Customer"];
        };
        AdminV1TenantCustomerListRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description sort order of the list */
            orderBy?: components["schemas"]["ListOrderBy"];
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantCustomerListResponseBody: {
            /** @description the customers of this page */
            customers: components["schemas"]["Customer"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantCustomerSearchRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /** @description the search text, 1..100 characters: a part of the name, or a whole optionalId or crmAccountId */
            query: string;
        };
        AdminV1TenantCustomerSearchResponseBody: {
            /** @description the customers of this page, as /v1/customer/get presents them */
            customers: components["schemas"]["Customer"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantCustomerstaffCreateRequest: {
            /** @description postal address */
            address?: components["schemas"]["AddressInput"];
            /** @description external CRM identifier (visible ASCII, ≤255); "" = none */
            crmStaffId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /** @description department of the staff member; empty when none */
            department?: string;
            /** @description an e-mail address or "" */
            emailAddress?: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description display name */
            name: components["schemas"]["Name"];
            /** @description management id (1..64 of [A-Za-z0-9_-]); "" = none */
            optionalId?: string;
            /** @description digits, +, (, ), space, hyphen; up to 32; or "" */
            phoneNumber?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /** @description job title of the staff member; empty when none */
            title?: string;
        };
        AdminV1TenantCustomerstaffCreateResponseBody: {
            /** @description the customer staff */
            customerStaff: components["schemas"]["CustomerStaff"];
        };
        AdminV1TenantCustomerstaffListRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description sort order of the list */
            orderBy?: components["schemas"]["ListOrderBy"];
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantCustomerstaffListResponseBody: {
            /** @description the customer staffs of this page */
            customerStaffs: components["schemas"]["CustomerStaff"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantCustomerstaffUpdateRequest: {
            /** @description postal address */
            address?: components["schemas"]["AddressInput"];
            /** @description output only; ignored */
            createTime?: string;
            /** @description external CRM identifier (visible ASCII, ≤255); "" = none */
            crmStaffId?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description department of the staff member; empty when none */
            department?: string;
            /** @description an e-mail address or "" */
            emailAddress?: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /** @description display name */
            name?: components["schemas"]["StaffNameInput"];
            /** @description management id (1..64 of [A-Za-z0-9_-]); "" = none */
            optionalId?: string;
            /** @description digits, +, (, ), space, hyphen; up to 32; or "" */
            phoneNumber?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /** @description job title of the staff member; empty when none */
            title?: string;
            /** @description output only; ignored */
            updateTime?: string;
        };
        AdminV1TenantCustomerstaffUpdateResponseBody: {
            /** @description the customer staff */
            customerStaff: components["schemas"]["CustomerStaff"];
        };
        AdminV1TenantCustomerUpdateRequest: {
            /** @description how the customer’s billings become invoices: per billing or at a monthly closing day, due-date holiday rule, delivery (docs/invoices.md) */
            billingProfile?: components["schemas"]["BillingProfileInput"];
            /** @description output only; ignored */
            createTime?: string;
            /** @description external CRM identifier (visible ASCII, ≤255); "" = none */
            crmAccountId?: string;
            /** @description the customer’s 口座振替 account; every field "" = none (docs/collections.md "Direct debit") */
            directDebitMandate?: components["schemas"]["DirectDebitMandateInput"];
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /** @description display name */
            name?: string;
            /** @description management id (1..64 of [A-Za-z0-9_-]); "" = none */
            optionalId?: string;
            /** @description 振込依頼人名 its transfers arrive under (half-width kana as the bank shows them) */
            payerNames?: string[];
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /** @description output only; ignored */
            updateTime?: string;
            /** @description its virtual account number (7 digits, unique per tenant); "" = none */
            virtualAccountNumber?: string;
        };
        AdminV1TenantCustomerUpdateResponseBody: {
            /** @description the customer */
            customer: components["schemas"]["Customer"];
        };
        AdminV1TenantDocumentDownloadRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
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
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantDocumentSearchRequest: {
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"); "" = not given */
            amountFrom?: number | string;
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"); "" = not given */
            amountTo?: number | string;
            /** @description part of the counterparty’s name (case-insensitive) */
            counterpartyName?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            issueDateFrom?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            issueDateTo?: string;
            /**
             * @description document kind: KIND_INVOICE (請求書), KIND_CREDIT_NOTE (返還請求書), KIND_REMINDER (督促状); unspecified = any kind in a search
             * @enum {string}
             */
            kind?: "KIND_UNSPECIFIED" | "KIND_INVOICE" | "KIND_CREDIT_NOTE" | "KIND_REMINDER";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantDocumentSearchResponseBody: {
            /** @description the kept documents of this page, newest issue date first (docs/records.md) */
            documents: components["schemas"]["Document"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantEventGetRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantEventGetResponseBody: {
            /** @description the event */
            event: components["schemas"]["Event"];
        };
        AdminV1TenantEventListRequest: {
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
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /** @description empty = every type */
            types?: ("customer.created" | "customer.updated" | "customer.deleted" | "contract.created" | "contract.confirmed" | "amendment.created" | "amendment.canceled" | "billing.created" | "billing.status_changed" | "billing.invalidated" | "payment.recorded" | "bill_run.completed" | "invoice.issued" | "invoice.status_changed" | "invoice.voided" | "creditnote.issued" | "customer.credit_changed" | "invoice.reminder_sent" | "directdebit.failed")[];
        };
        AdminV1TenantEventListResponseBody: {
            /** @description the events of this page */
            events: components["schemas"]["Event"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantExpectedbillingListbycontractRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            optionalId?: string;
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantExpectedbillingListbycontractResponseBody: {
            /** @description the expected billings */
            expectedBillings: components["schemas"]["ExpectedBilling"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantInvoiceCloseRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantInvoiceCloseResponseBody: {
            /** @description the invoices (of this page for lists) */
            invoices: components["schemas"]["Invoice"][];
        };
        AdminV1TenantInvoiceDocumentRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
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
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantInvoiceGetRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id?: string;
            /** @description the invoice number */
            invoiceNumber?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantInvoiceGetResponseBody: {
            /** @description the invoice */
            invoice: components["schemas"]["Invoice"];
        };
        AdminV1TenantInvoiceListdeliveriesRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            invoiceId: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantInvoiceListdeliveriesResponseBody: {
            /** @description the webhook deliveries of this page */
            deliveries: components["schemas"]["InvoiceDelivery"][];
        };
        AdminV1TenantInvoiceListRequest: {
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
            dueDateFrom?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            dueDateTo?: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            issueDateFrom?: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            issueDateTo?: string;
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /**
             * @description invoice status: ISSUED, SENT, PARTIALLY_PAID, PAID, OVERDUE (past the due date with a balance), VOID, CREDIT (total below zero)
             * @enum {string}
             */
            status?: "STATUS_UNSPECIFIED" | "STATUS_ISSUED" | "STATUS_SENT" | "STATUS_PARTIALLY_PAID" | "STATUS_PAID" | "STATUS_OVERDUE" | "STATUS_VOID" | "STATUS_CREDIT";
        };
        AdminV1TenantInvoiceListResponseBody: {
            /** @description the invoices (of this page for lists) */
            invoices: components["schemas"]["Invoice"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantInvoiceSendRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /** @description staff of the invoice's customer to send to; absent or [] = the invoice's recipients */
            staffIds?: string[];
        };
        AdminV1TenantInvoiceSendResponseBody: {
            /** @description the webhook delivery made by the call */
            delivery: components["schemas"]["InvoiceDelivery"];
        };
        AdminV1TenantInvoiceTotalsRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            customerId?: string;
            /** @description management id: 1..64 of [A-Za-z0-9_-] */
            customerOptionalId?: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            issueDateFrom: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            issueDateTo: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantInvoiceTotalsResponseBody: {
            /** @description the sum of their balances (total − paidAmount) */
            balance: string;
            /** @description per status present in the range, void included, in the order of the status enum */
            byStatus: components["schemas"]["InvoiceStatusTotals"][];
            /** @description invoices issued in the range, void ones not counted */
            count: number;
            /** @description the sum of what was paid on them */
            paidAmount: string;
            /** @description the sum of their subtotals */
            subtotal: string;
            /** @description the sum of their tax */
            tax: string;
            /** @description the sum of their totals */
            total: string;
        };
        AdminV1TenantInvoiceVoidRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /** @description why the invoice is void (kept on it) */
            reason: string;
        };
        AdminV1TenantInvoiceVoidResponseBody: {
            /** @description the invoice */
            invoice: components["schemas"]["Invoice"];
        };
        AdminV1TenantJournalExportRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * @description the accounting product’s import layout
             * @enum {string}
             */
            format: "FORMAT_UNSPECIFIED" | "FORMAT_FREEE" | "FORMAT_MONEYFORWARD" | "FORMAT_YAYOI" | "FORMAT_CSV";
            /** @description the month, YYYY-MM (closed) */
            month: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantJournalListRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description the month, YYYY-MM (closed: its last day has passed) */
            month: string;
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantJournalListResponseBody: {
            /** @description the journal entries of this page, by date then document (each balanced: debits = credits) */
            entries: components["schemas"]["JournalEntry"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantPaymentmethodListRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description sort order of the list */
            orderBy?: components["schemas"]["ListOrderBy"];
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantPaymentmethodListResponseBody: {
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
            /** @description the payment methods of this page */
            paymentMethods: components["schemas"]["PaymentMethod"][];
        };
        AdminV1TenantProductListRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantProductListResponseBody: {
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
            /** @description the products of this page */
            products: components["schemas"]["Product"][];
        };
        AdminV1TenantReportReceivablesRequest: {
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            asOf: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantReportReceivablesResponseBody: {
            /** @description customers with an open balance, by id */
            customers: components["schemas"]["CustomerAging"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
            /** @description the sums over every customer, per aging bucket */
            totals: components["schemas"]["Aging"];
        };
        AdminV1TenantReportRevenueRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description YYYY-MM, closed */
            monthFrom: string;
            /** @description YYYY-MM, closed; at most 36 months from monthFrom */
            monthTo: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantReportRevenueResponseBody: {
            /** @description one row per month, oldest first */
            months: components["schemas"]["RevenueMonth"][];
        };
        AdminV1TenantTestclockAdvanceRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            to: string;
        };
        AdminV1TenantTestclockAdvanceResponseBody: {
            /** @description number of billings the bill runs created */
            billingsCreated: number;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            now: string;
        };
        AdminV1TenantTestclockGetRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantTestclockGetResponseBody: {
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            now: string;
        };
        AdminV1TenantV2ContractGetRequest: {
            /**
             * Format: rfc3339-jst
             * @description RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day
             */
            atPointInServiceTimeline?: string;
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            id: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantV2ContractGetResponseBody: {
            /** @description the contract */
            contract: components["schemas"]["ContractV2"];
        };
        AdminV1TenantWebhookendpointListdeliveriesRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            webhookEndpointId: string;
        };
        AdminV1TenantWebhookendpointListdeliveriesResponseBody: {
            /** @description the webhook deliveries of this page */
            deliveries: components["schemas"]["WebhookDelivery"][];
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
        };
        AdminV1TenantWebhookendpointListRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description page size 1..100 (default 10): a JSON integer or its digits as a string */
            pageSize?: number | string;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
            /**
             * Format: uuid
             * @description the provider whose data is read
             */
            providerId: string;
        };
        AdminV1TenantWebhookendpointListResponseBody: {
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
            /** @description the webhook endpoints of this page */
            webhookEndpoints: components["schemas"]["WebhookEndpoint"][];
        };
        /** Aging */
        Aging: {
            /** @description not yet due */
            current: string;
            /** @description 1–30 days past the due date */
            days1To30: string;
            /** @description 31–60 days */
            days31To60: string;
            /** @description 61–90 days */
            days61To90: string;
            /** @description over 90 days */
            over90: string;
            /** @description all open */
            total: string;
        };
        Allocation: {
            /** @description whole yen of the deposit */
            amount: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            invoiceId: string;
        };
        /** Amendment */
        Amendment: {
            /** @description true once the amendment was cancelled (cancelamendment) */
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
            /**
             * @description what the amendment did
             * @enum {string}
             */
            type: "TYPE_UNSPECIFIED" | "TYPE_ADD_ITEM" | "TYPE_CHANGE_ITEM" | "TYPE_CUSTOMIZE_ITEM" | "TYPE_CHANGE_CHARGE_ITEM_QUANTITY" | "TYPE_RENEW_ITEM" | "TYPE_CANCEL_ITEM";
            /** @description the contract version this amendment produced */
            version: number;
        };
        /**
         * AmendmentCanceledEvent
         * @description The amendment.canceled event: data.object is a Amendment (docs/events.md "Event types").
         */
        AmendmentCanceledEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["AmendmentEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always amendment.canceled (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "amendment.canceled";
        };
        /**
         * AmendmentCreatedEvent
         * @description The amendment.created event: data.object is a Amendment (docs/events.md "Event types").
         */
        AmendmentCreatedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["AmendmentEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always amendment.created (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "amendment.created";
        };
        /** AmendmentEventData */
        AmendmentEventData: {
            /** @description the resource as the API shows it after the change; its message is given by the event type (docs/events.md) */
            object: components["schemas"]["Amendment"];
        };
        AnyItemHasStatusIn: {
            /** @description billing statuses to match */
            statuses: ("STATUS_UNSPECIFIED" | "STATUS_HOLD_INVOICE_CREATION" | "STATUS_UNBILLED" | "STATUS_POSTED" | "STATUS_PARTIALLY_PAID" | "STATUS_PAID" | "STATUS_PAYMENT_EXCLUDED" | "STATUS_PAYMENT_DUE" | "STATUS_PAYMENT_UNNECESSARY" | "STATUS_PARTIALLY_UNPAID" | "STATUS_PAYMENT_REFUNDED" | "STATUS_PAID_WITH_CARD" | "STATUS_INVOICE_CREATED" | "STATUS_INVOICE_DELETED" | "STATUS_INVALIDATED")[];
        };
        /**
         * ApiKey
         * @description An API key of a provider.
         */
        ApiKey: {
            /** @description when the key was created */
            createTime: string;
            /**
             * @description the environment the key works in
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description when the key stops working; null = never */
            expireTime: string | null;
            /**
             * Format: uuid
             * @description the key's id
             */
            id: string;
            /** @description the first characters of the key, to tell keys apart */
            prefix: string;
            /**
             * Format: uuid
             * @description the provider the key belongs to
             */
            providerId: string;
            /** @description when the key was revoked; null = not revoked */
            revokeTime: string | null;
        };
        /**
         * AuditEntry
         * @description One entry of the audit log.
         */
        AuditEntry: {
            /** @description the RPC path, `cli <command> <subcommand>`, or `job:<name>` */
            action: string;
            /** @description who made the change */
            actor: {
                /** @description the API key id, the operator id, or the system part (cli:<user>, scheduler, outbox:<queue>, server) */
                id: string;
                /**
                 * @description who acted
                 * @enum {string}
                 */
                type: "ACTOR_UNSPECIFIED" | "ACTOR_API_KEY" | "ACTOR_OPERATOR" | "ACTOR_SYSTEM";
            };
            /** @description which of the tenant's chains the entry is in (docs/records.md "The hash chain") */
            chain: number;
            /**
             * @description the environment of the tenant; UNSPECIFIED on the platform chain
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description SHA-256 of the previous entry's hash and this entry, hex (docs/records.md "Verifying the chain") */
            hash: string;
            /**
             * Format: uuid
             * @description the entry's id
             */
            id: string;
            /** @description the provider of the tenant; "" on the platform chain */
            providerId: string;
            /** @description the request's x-request-id, or the id of the CLI run or job */
            requestId: string;
            /** @description how many records were changed (more than listed when over 100) */
            resourceCount: number;
            /** @description the records changed (at most 100) */
            resources: {
                /** @description its id; "" when the change did not name one row */
                id: string;
                /** @description the table of the changed row */
                type: string;
            }[];
            /** @description the entry's place in its chain, from 1 (a decimal string) */
            seq: string;
            /**
             * Format: uuid
             * @description the chain the entry belongs to: the tenant, or 00000000-0000-0000-0000-000000000000 for the platform
             */
            tenantId: string;
            /** @description when the change was committed */
            time: string;
        };
        /** AutoRenewal */
        AutoRenewal: {
            /** @description length of the renewal term */
            term: components["schemas"]["RenewalTerm"];
            /**
             * @description whether automatic renewal is enabled
             * @enum {string}
             */
            type: "TYPE_UNSPECIFIED" | "TYPE_DISABLED" | "TYPE_ENABLED";
        };
        /** @description value 0 and UNIT_UNSPECIFIED: none */
        AvailabilityCycle: {
            /**
             * @description unit of value
             * @enum {string}
             */
            unit: "UNIT_UNSPECIFIED" | "UNIT_MONTHLY";
            /** @description number of units */
            value: number;
        };
        /** BankStatement */
        BankStatement: {
            /** @description lines (of this statement or earlier ones) that this file’s cancelled transfers (取消区分 1) cancelled */
            cancellationCount: number;
            /** @description lines cancelled by a cancelled transfer (取消区分 1) of this file or a later one: what they applied was reversed */
            cancelledCount: number;
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description yen of every deposit in the file */
            depositTotal: string;
            /**
             * @description the file: FORMAT_ZENGIN_TRANSFER_NOTICE 振込入金通知, FORMAT_ZENGIN_STATEMENT 入出金取引明細 (200-byte Shift_JIS records), FORMAT_CSV (csvColumns)
             * @enum {string}
             */
            format: "FORMAT_UNSPECIFIED" | "FORMAT_ZENGIN_TRANSFER_NOTICE" | "FORMAT_ZENGIN_STATEMENT" | "FORMAT_CSV";
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description lines ignored by hand */
            ignoredCount: number;
            /** @description deposits in the file */
            lineCount: number;
            /** @description yen of the matched lines */
            matchedAmount: string;
            /** @description lines matched (applied to invoices or credit) */
            matchedCount: number;
            /** @description deposits not imported before (the others applied nothing) */
            newLineCount: number;
            /** @description lines waiting in the unmatched queue */
            unmatchedCount: number;
        };
        /** BankStatementLine */
        BankStatementLine: {
            /** @description 口座番号 (7 digits) */
            accountNumber: string;
            /** @description a whole number of yen > 0 (decimal string) */
            amount: string;
            /** @description what the line applied: to an invoice (with any transfer fee) or to customer credit */
            applications: components["schemas"]["StatementApplication"][];
            /** @description 金融機関コード (4 digits) */
            bankCode: string;
            /** @description 支店コード (3 digits) */
            branchCode: string;
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description the bank’s 照会番号 of the deposit (with bank, branch, account and value date: the line’s identity) */
            inquiryNumber: string;
            /** @description the 振込依頼人名 as the bank shows it */
            payerName: string;
            /** @description the record (or CSV row) number in the file, 1-based */
            record: number;
            /** @description EXACT, FEE, SEVERAL, OVERPAID, PARTIAL or MANUAL; "" when not matched */
            rule: string;
            /** @description system id of the statement */
            statementId: string;
            /**
             * @description line status: STATUS_MATCHED (applied), STATUS_UNMATCHED (in the queue), STATUS_IGNORED, STATUS_CANCELLED (the bank cancelled the transfer)
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_MATCHED" | "STATUS_UNMATCHED" | "STATUS_IGNORED" | "STATUS_CANCELLED";
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
            /** @description the day the money arrived (勘定日) */
            valueDate: string;
        };
        /** BatchError */
        BatchError: {
            /** @description gRPC status code (3 INVALID_ARGUMENT, 5 NOT_FOUND, 9 FAILED_PRECONDITION, …; docs/errors.md) */
            code: number;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description position of the refused entry in the request (for byCondition: in the matched set) */
            index: number;
            /** @description what went wrong, for people */
            message: string;
        };
        /** BatchSummary */
        BatchSummary: {
            /** @description number of entries refused */
            failed: number;
            /** @description number of entries applied */
            succeeded: number;
            /** @description number of entries processed */
            total: number;
        };
        /** Billing */
        Billing: {
            /** @description the contract's billing recipient, when it has one */
            billingCustomerStaffs: components["schemas"]["BillingCustomerStaff"][];
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            billingDate: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            billingDueDate: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            billingIssueDate: string;
            /** @description the lines of the billing */
            billingItems: components["schemas"]["BillingItem"][];
            /** @description system id of the contract */
            contractId: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            createTime: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description the invoice holding the billing (docs/invoices.md); "" while it waits for one */
            invoiceId: string;
            /** @description invoice number: <invoiceNumberPrefix><8-digit counter> */
            invoiceNumber: string;
            /** @description payments minus refunds recorded so far, yen (decimal string) */
            paidAmount: string;
            /** @description system id of the payment method */
            paymentMethodId: string;
            /** @description payments and refunds recorded on the billing */
            payments: components["schemas"]["Payment"][];
            /**
             * @description billing status (docs/billing-lifecycle.md)
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_HOLD_INVOICE_CREATION" | "STATUS_UNBILLED" | "STATUS_POSTED" | "STATUS_PARTIALLY_PAID" | "STATUS_PAID" | "STATUS_PAYMENT_EXCLUDED" | "STATUS_PAYMENT_DUE" | "STATUS_PAYMENT_UNNECESSARY" | "STATUS_PARTIALLY_UNPAID" | "STATUS_PAYMENT_REFUNDED" | "STATUS_PAID_WITH_CARD" | "STATUS_INVOICE_CREATED" | "STATUS_INVOICE_DELETED" | "STATUS_INVALIDATED" | "STATUS_ANY";
            /** @description amount before tax, yen (decimal string) */
            subtotal: string;
            /** @description consumption tax, yen (decimal string) */
            tax: string;
            /** @description consumption tax per tax rate */
            taxes: components["schemas"]["TaxByRate"][];
            /** @description amount including tax, yen (decimal string) */
            total: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            updateTime: string;
        };
        /**
         * BillingCreatedEvent
         * @description The billing.created event: data.object is a Billing (docs/events.md "Event types").
         */
        BillingCreatedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["BillingEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always billing.created (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "billing.created";
        };
        BillingCustomerStaff: {
            /** @description system id of the customer staff */
            customerStaffId: string;
        };
        /** BillingEventData */
        BillingEventData: {
            /** @description the resource as the API shows it after the change; its message is given by the event type (docs/events.md) */
            object: components["schemas"]["Billing"];
        };
        /**
         * BillingInvalidatedEvent
         * @description The billing.invalidated event: data.object is a Billing (docs/events.md "Event types").
         */
        BillingInvalidatedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["BillingEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always billing.invalidated (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "billing.invalidated";
        };
        /** BillingItem */
        BillingItem: {
            /** @description system id of the contract charge item */
            contractChargeItemId: string;
            /** @description system id of the contract item */
            contractItemId: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /**
             * @description kind of the line: recurring, one-time, usage or adjustment
             * @enum {string}
             */
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
            /** @description price per unit, yen (decimal string) */
            unitPrice: string;
        };
        /** BillingOrderBy */
        BillingOrderBy: {
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
        /** BillingProfile */
        BillingProfile: {
            /** @description monthly closing day 1..28; 0 = the month end */
            closingDay: number;
            /**
             * @description how a due date that is not a Japanese business day (weekends, national holidays, 12/31–1/3) moves: not at all, to the business day before, or after
             * @enum {string}
             */
            holidayRule: "HOLIDAY_RULE_UNSPECIFIED" | "HOLIDAY_RULE_NONE" | "HOLIDAY_RULE_PREVIOUS_BUSINESS_DAY" | "HOLIDAY_RULE_NEXT_BUSINESS_DAY";
            /**
             * @description INVOICING_PER_BILLING: each billing is its own invoice, issued when made; INVOICING_MONTHLY_CLOSING: one invoice per (payment method, due date) at each closing day (docs/invoices.md)
             * @enum {string}
             */
            invoicing: "INVOICING_UNSPECIFIED" | "INVOICING_PER_BILLING" | "INVOICING_MONTHLY_CLOSING";
            /** @description the customer's staff who receive the invoices and are named on them; [] = each contract's billing staff */
            recipientStaffIds: string[];
            /**
             * @description how invoices reach the customer: SEND_METHOD_NONE (the provider sends them) or SEND_METHOD_EMAIL
             * @enum {string}
             */
            sendMethod: "SEND_METHOD_UNSPECIFIED" | "SEND_METHOD_NONE" | "SEND_METHOD_EMAIL";
        };
        /** BillingProfileInput */
        BillingProfileInput: {
            /** @description monthly closing day 1..28; 0 = the month end */
            closingDay?: number;
            /**
             * @description how a due date that is not a Japanese business day (weekends, national holidays, 12/31–1/3) moves: not at all, to the business day before, or after
             * @enum {string}
             */
            holidayRule?: "HOLIDAY_RULE_UNSPECIFIED" | "HOLIDAY_RULE_NONE" | "HOLIDAY_RULE_PREVIOUS_BUSINESS_DAY" | "HOLIDAY_RULE_NEXT_BUSINESS_DAY";
            /**
             * @description INVOICING_PER_BILLING: each billing is its own invoice, issued when made; INVOICING_MONTHLY_CLOSING: one invoice per (payment method, due date) at each closing day (docs/invoices.md)
             * @enum {string}
             */
            invoicing?: "INVOICING_UNSPECIFIED" | "INVOICING_PER_BILLING" | "INVOICING_MONTHLY_CLOSING";
            /** @description staff of this customer who receive the invoices; [] = each contract's billing staff */
            recipientStaffIds?: string[];
            /**
             * @description how invoices reach the customer: SEND_METHOD_NONE (the provider sends them) or SEND_METHOD_EMAIL
             * @enum {string}
             */
            sendMethod?: "SEND_METHOD_UNSPECIFIED" | "SEND_METHOD_NONE" | "SEND_METHOD_EMAIL";
        };
        /**
         * BillingStatusChangedEvent
         * @description The billing.status_changed event: data.object is a Billing (docs/events.md "Event types").
         */
        BillingStatusChangedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["BillingEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always billing.status_changed (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "billing.status_changed";
        };
        /**
         * BillRun
         * @description A bill run of one tenant with its summary.
         */
        BillRun: {
            /** @description adjustment lines the run created */
            adjustmentsCreated: number;
            /** @description billings the run created */
            billingsCreated: number;
            /** @description the JST day the run billed (JST midnight) */
            businessDate: string;
            /** @description contracts the run went through (billed, or with nothing due that day) */
            contractsBilled: number;
            /** @description when the run finished; "" while it runs */
            endTime: string;
            /**
             * Format: uuid
             * @description the bill run's id
             */
            id: string;
            /** @description billing lines the run created */
            linesCreated: number;
            /** @description the contracts the run parked (docs/billing-lifecycle.md) */
            parkedContracts: {
                /**
                 * Format: uuid
                 * @description the contract left unbilled
                 */
                contractId: string;
                /** @description why it was parked */
                reason: string;
            }[];
            /** @description when the run started */
            startTime: string;
            /**
             * @description STATUS_RUNNING until every contract has been through it
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_RUNNING" | "STATUS_DONE";
            /**
             * @description what started the run: the daily job, `billing bill-run`, or a test clock advance
             * @enum {string}
             */
            trigger: "TRIGGER_UNSPECIFIED" | "TRIGGER_DAILY" | "TRIGGER_CLI" | "TRIGGER_TEST_CLOCK";
        };
        /**
         * BillRunCompletedEvent
         * @description The bill_run.completed event: data.object is a BillRunSummary (docs/events.md "Event types").
         */
        BillRunCompletedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["BillRunSummaryEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always bill_run.completed (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "bill_run.completed";
        };
        /** BillRunSummary */
        BillRunSummary: {
            /** @description adjustment lines the run created */
            adjustments: number;
            /** @description the JST day the run billed (YYYY-MM-DD) */
            asOf: string;
            /** @description billings the run created */
            billings: number;
            /** @description contracts the run went through */
            contracts: number;
            /** @description when the run started */
            createTime: string;
            /** @description when the run finished */
            finishTime: string;
            /** @description the bill run's id */
            id: string;
            /** @description billing lines the run created */
            lines: number;
            /** @description the contracts the run could not bill */
            parked: components["schemas"]["ParkedContract"][];
            /**
             * @description DONE: every contract has been through the run
             * @enum {string}
             */
            status: "DONE";
            /**
             * @description what started the run: the daily job, `billing bill-run`, or a test clock advance
             * @enum {string}
             */
            trigger: "DAILY" | "CLI" | "TEST_CLOCK";
        };
        /** BillRunSummaryEventData */
        BillRunSummaryEventData: {
            /** @description the resource as the API shows it after the change; its message is given by the event type (docs/events.md) */
            object: components["schemas"]["BillRunSummary"];
        };
        ByCondition: {
            /** @description select every billing whose status is one of these (at most 10,000 per request, in id order) */
            anyItemHasStatusIn: components["schemas"]["AnyItemHasStatusIn"];
        };
        ByIds: {
            /** @description system ids of the billings (1..1000) */
            ids: string[];
        };
        /** CatalogChargeItem */
        CatalogChargeItem: {
            /** @description when true every period of the term is billed on the first billing date (default false) */
            billAllAtOnce: boolean;
            /** @description length of one billing period */
            billingCycle: components["schemas"]["Term"];
            /** @description due date, counted from the billing date (docs/catalog.md "Timings") */
            billingDueTiming: components["schemas"]["Timing"];
            /** @description when a period is billed (docs/catalog.md "Timings") */
            billingTiming: components["schemas"]["Timing"];
            /** @description proration of a last partial period (docs/billing.md "Proration") */
            endDailyRate: components["schemas"]["DailyRate"];
            /** @description catalog charge item id (contracts refer to it as catalogChargeItemId) */
            id: string;
            /** @description display name */
            name: string;
            /** @description how the price is computed from the quantity */
            pricingModel: components["schemas"]["PricingModel"];
            /**
             * @description how each line's subtotal is rounded to whole yen (default ROUNDING_ROUND_DOWN)
             * @enum {string}
             */
            rounding: "ROUNDING_UNSPECIFIED" | "ROUNDING_ROUND_DOWN" | "ROUNDING_ROUND_UP" | "ROUNDING_ROUND_HALF_UP";
            /** @description proration of a first partial period (docs/billing.md "Proration") */
            startDailyRate: components["schemas"]["DailyRate"];
            /** @description consumption tax percent: 10, 8 or 0 */
            taxPercentage: number;
            /**
             * @description recurring charge or one-time charge
             * @enum {string}
             */
            type: "TYPE_UNSPECIFIED" | "TYPE_RECURRING" | "TYPE_ONE_TIME";
            /** @description empty when the quantity comes from the contract */
            usageUnitId: string;
        };
        /** CatalogItem */
        CatalogItem: {
            /** @description whether the item renews automatically at the end of its term, and for which term */
            autoRenewal: components["schemas"]["AutoRenewal"];
            /** @description stored and returned for clients, not used for billing; {0, UNIT_UNSPECIFIED} when not set */
            availabilityCycle: components["schemas"]["Term"];
            /** @description the charge items of the catalog item */
            catalogChargeItems: components["schemas"]["CatalogChargeItem"][];
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description length of one contract term */
            defaultContractTerm: components["schemas"]["Term"];
            /** @description free-text description; empty when none */
            description: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            /** @description management id; empty when none */
            optionalId: string;
            /** @description system id of the product */
            productId: string;
            /**
             * @description STATUS_ON_SALE, or STATUS_DISCONTINUED: the item can start nothing new
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_ON_SALE" | "STATUS_DISCONTINUED";
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
            /**
             * @description whether contracts may use the item as a main item, an option item, or either (default USAGE_MAIN_OR_OPTION)
             * @enum {string}
             */
            usage: "USAGE_UNSPECIFIED" | "USAGE_MAIN" | "USAGE_OPTION" | "USAGE_MAIN_OR_OPTION";
        };
        /** Contract */
        Contract: {
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description system id of the customer staff */
            customerStaffId: string;
            /** @description custom field values */
            customFields: components["schemas"]["CustomFieldValue"][];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description true while the contract is a draft (not billed until confirmed) */
            isDraft: boolean;
            /** @description the main items of the contract */
            mainItems: components["schemas"]["MainContractItem"][];
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId: string;
            /** @description system id of the payment method */
            paymentMethodId: string;
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
            /** @description contract version: 1 at creation, one more per amendment; in a request the version to read (0 or omitted: the latest) */
            version: number;
        };
        /** ContractChargeItem */
        ContractChargeItem: {
            /** @description when true every period of the term is billed on the first billing date (default false) */
            billAllAtOnce: boolean;
            /** @description length of one billing period */
            billingCycle: components["schemas"]["Term"];
            /** @description due date, counted from the billing date (docs/catalog.md "Timings") */
            billingDueTiming: components["schemas"]["Timing"];
            /** @description when a period is billed (docs/catalog.md "Timings") */
            billingTiming: components["schemas"]["Timing"];
            /** @description system id of the catalog charge item */
            catalogChargeItemId: string;
            /** @description proration of a last partial period (docs/billing.md "Proration") */
            endDailyRate: components["schemas"]["DailyRate"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId: string;
            /** @description how the price is computed from the quantity */
            pricing: components["schemas"]["PricingModel"];
            /** @description decimal string; the latest agreed quantity (v2 with a date: the one in force) */
            quantity: string;
            /**
             * @description how each line's subtotal is rounded to whole yen (default ROUNDING_ROUND_DOWN)
             * @enum {string}
             */
            rounding: "ROUNDING_UNSPECIFIED" | "ROUNDING_ROUND_DOWN" | "ROUNDING_ROUND_UP" | "ROUNDING_ROUND_HALF_UP";
            /** @description proration of a first partial period (docs/billing.md "Proration") */
            startDailyRate: components["schemas"]["DailyRate"];
            /** @description consumption tax percent: 10, 8 or 0 */
            taxPercentage: number;
            /** @description effective-dated quantity and price history, oldest first */
            terms: components["schemas"]["PricedTerm"][];
            /**
             * @description recurring charge or one-time charge
             * @enum {string}
             */
            type: "TYPE_UNSPECIFIED" | "TYPE_RECURRING" | "TYPE_ONE_TIME";
            /** @description empty when the quantity comes from the contract */
            usageUnitId: string;
        };
        /** ContractConditionsInput */
        ContractConditionsInput: {
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
        /**
         * ContractConfirmedEvent
         * @description The contract.confirmed event: data.object is a Contract (docs/events.md "Event types").
         */
        ContractConfirmedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["ContractEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always contract.confirmed (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "contract.confirmed";
        };
        /**
         * ContractCreatedEvent
         * @description The contract.created event: data.object is a Contract (docs/events.md "Event types").
         */
        ContractCreatedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["ContractEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always contract.created (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "contract.created";
        };
        /** ContractEventData */
        ContractEventData: {
            /** @description the resource as the API shows it after the change; its message is given by the event type (docs/events.md) */
            object: components["schemas"]["Contract"];
        };
        /** ContractItem */
        ContractItem: {
            /** @description whether the item renews automatically at the end of its term, and for which term */
            autoRenewal: components["schemas"]["AutoRenewal"];
            /** @description stored and returned for clients, not used for billing; {0, UNIT_UNSPECIFIED} when not set */
            availabilityCycle: components["schemas"]["AvailabilityCycle"];
            /** @description set by a cancellation amendment; empty otherwise */
            cancellationDate: string;
            /** @description system id of the catalog item */
            catalogItemId: string;
            /** @description the charge items */
            chargeItems: components["schemas"]["ContractChargeItem"][];
            /** @description length of one contract term */
            defaultContractTerm: components["schemas"]["Term"];
            /** @description last day of service (inclusive), JST midnight in UTC */
            endDate: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            /** @description first day of service, JST midnight in UTC */
            startDate: string;
            /**
             * @description lifecycle status of the item at the time of the response (docs/contracts.md)
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_WAITING_ACTIVATION" | "STATUS_ACTIVE" | "STATUS_WAITING_CANCELLATION" | "STATUS_CANCELED" | "STATUS_WAITING_COMPLETION" | "STATUS_COMPLETED" | "STATUS_INVALIDATED";
        };
        /** ContractOrderBy */
        ContractOrderBy: {
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
        /** ContractService */
        ContractService: {
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description the main item */
            mainItem: components["schemas"]["ContractItem"];
            /** @description the option items attached to the main item */
            optionItems: components["schemas"]["ContractItem"][];
        };
        /** ContractV2 */
        ContractV2: {
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description system id of the customer staff */
            customerStaffId: string;
            /** @description custom field values */
            customFields: components["schemas"]["CustomFieldValue"][];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description true while the contract is a draft (not billed until confirmed) */
            isDraft: boolean;
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId: string;
            /** @description system id of the payment method */
            paymentMethodId: string;
            /** @description the services (a main item with its option items) of the contract */
            services: components["schemas"]["ContractService"][];
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
        };
        /**
         * CreatedApiKey
         * @description A new API key and its secret.
         */
        CreatedApiKey: {
            /** @description the API key (never the key itself; see secret) */
            key: components["schemas"]["ApiKey"];
            /** @description the API key itself (sk_sandbox_… or sk_live_…): shown once, only its hash is stored */
            secret: string;
        };
        /** CreditNote */
        CreditNote: {
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            createTime: string;
            /** @description its own gap-free sequence: the invoice number prefix, "CN", 8 digits */
            creditNoteNumber: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description system id of the invoice */
            invoiceId: string;
            /** @description the number of the invoice it corrects */
            invoiceNumber: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            issueDate: string;
            /** @description what is given back: description, amount before tax, tax percent */
            lines: components["schemas"]["CreditNoteLine"][];
            /** @description the corrected invoice’s issue date */
            originalIssueDate: string;
            /** @description why the note was issued (shown on its document) */
            reason: string;
            /**
             * @description how the money goes back: REFUND_TO_CREDIT (default: the customer’s credit, applied to the corrected invoice while open, then to the next invoices) or REFUND_OUTSIDE (paid back outside the service)
             * @enum {string}
             */
            refund: "REFUND_UNSPECIFIED" | "REFUND_TO_CREDIT" | "REFUND_OUTSIDE";
            /** @description false when the total with tax is under ¥10,000 (少額返還: no qualified return invoice is required) */
            returnInvoiceRequired: boolean;
            /** @description the last day of the original sale */
            saleEndDate: string;
            /** @description the first day of the original sale (the corrected invoice’s service period) */
            saleStartDate: string;
            /** @description amount before tax, yen (decimal string) */
            subtotal: string;
            /** @description consumption tax, yen (decimal string) */
            tax: string;
            /** @description consumption tax per tax rate */
            taxes: components["schemas"]["TaxByRate"][];
            /** @description amount including tax, yen (decimal string) */
            total: string;
        };
        /** CreditNoteEventData */
        CreditNoteEventData: {
            /** @description the resource as the API shows it after the change; its message is given by the event type (docs/events.md) */
            object: components["schemas"]["CreditNote"];
        };
        /**
         * CreditnoteIssuedEvent
         * @description The creditnote.issued event: data.object is a CreditNote (docs/events.md "Event types").
         */
        CreditnoteIssuedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["CreditNoteEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always creditnote.issued (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "creditnote.issued";
        };
        /** CreditNoteLine */
        CreditNoteLine: {
            /** @description given back, before tax (whole yen) */
            amount: string;
            /** @description free-text description; empty when none */
            description: string;
            /** @description consumption tax percent: 10, 8 or 0 */
            taxPercentage: string;
        };
        /** CreditTransaction */
        CreditTransaction: {
            /** @description positive: owed to the customer; negative: applied to an invoice or paid back */
            amount: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            createTime: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description system id of the invoice */
            invoiceId: string;
            /**
             * @description KIND_CREDIT_NOTE, KIND_OVERPAYMENT, KIND_NEGATIVE_INVOICE (owed to the customer); KIND_APPLIED, KIND_REFUND_OUTSIDE (used or paid back)
             * @enum {string}
             */
            kind: "KIND_UNSPECIFIED" | "KIND_CREDIT_NOTE" | "KIND_OVERPAYMENT" | "KIND_NEGATIVE_INVOICE" | "KIND_APPLIED" | "KIND_REFUND_OUTSIDE";
            /** @description free text kept with the record */
            memo: string;
            /** @description the record it comes from: the credit note, the invoice, the payment’s source, or (APPLIED) the credit it draws from */
            sourceId: string;
        };
        /** CsvColumns */
        CsvColumns: {
            /** @description the 1-based column of the account (virtual account number) the money arrived at */
            accountNumber?: number;
            /** @description the 1-based column of the deposit amount (whole yen; empty or 0 = not a deposit) */
            amount: number;
            /** @description the 1-based column of the bank code */
            bankCode?: number;
            /** @description the 1-based column of the branch code */
            branchCode?: number;
            /** @description the first row holds column titles */
            header?: boolean;
            /** @description the 1-based column of the bank’s 照会番号 */
            inquiryNumber?: number;
            /** @description the 1-based column of the payer name */
            payerName: number;
            /** @description the 1-based column of the value date (YYYY-MM-DD, YYYY/MM/DD or YYYYMMDD) */
            valueDate: number;
        };
        /** Customer */
        Customer: {
            /** @description how the customer’s billings become invoices: per billing or at a monthly closing day, due-date holiday rule, delivery (docs/invoices.md) */
            billingProfile: components["schemas"]["BillingProfile"];
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description system id of the crm account */
            crmAccountId: string;
            /** @description the customer’s 口座振替 account; every field "" = none (docs/collections.md "Direct debit") */
            directDebitMandate: components["schemas"]["DirectDebitMandate"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId: string;
            /** @description 振込依頼人名 the customer’s transfers arrive under, as the bank shows them (half-width kana); matched normalised (docs/collections.md) */
            payerNames: string[];
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
            /** @description the customer’s virtual account number (7 digits, unique per tenant); "" = none */
            virtualAccountNumber: string;
        };
        /** CustomerAging */
        CustomerAging: {
            /** @description not yet due */
            current: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description the customer’s name (as on its invoices) */
            customerName: string;
            /** @description 1–30 days past the due date */
            days1To30: string;
            /** @description 31–60 days */
            days31To60: string;
            /** @description 61–90 days */
            days61To90: string;
            /** @description over 90 days */
            over90: string;
            /** @description all open */
            total: string;
        };
        /**
         * CustomerCreatedEvent
         * @description The customer.created event: data.object is a Customer (docs/events.md "Event types").
         */
        CustomerCreatedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["CustomerEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always customer.created (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "customer.created";
        };
        /** CustomerCreditChange */
        CustomerCreditChange: {
            /** @description the customer’s credit after the change, yen (decimal string) */
            credit: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description the movements written, as /v1/customer/getcredit shows them */
            transactions: components["schemas"]["CreditTransaction"][];
        };
        /**
         * CustomerCreditChangedEvent
         * @description The customer.credit_changed event: data.object is a CustomerCreditChange (docs/events.md "Event types").
         */
        CustomerCreditChangedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["CustomerCreditChangeEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always customer.credit_changed (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "customer.credit_changed";
        };
        /** CustomerCreditChangeEventData */
        CustomerCreditChangeEventData: {
            /** @description the resource as the API shows it after the change; its message is given by the event type (docs/events.md) */
            object: components["schemas"]["CustomerCreditChange"];
        };
        /**
         * CustomerDeletedEvent
         * @description The customer.deleted event: data.object is a Customer (docs/events.md "Event types").
         */
        CustomerDeletedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["CustomerEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always customer.deleted (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "customer.deleted";
        };
        /** CustomerEventData */
        CustomerEventData: {
            /** @description the resource as the API shows it after the change; its message is given by the event type (docs/events.md) */
            object: components["schemas"]["Customer"];
        };
        /** CustomerStaff */
        CustomerStaff: {
            /** @description postal address */
            address: components["schemas"]["Address"];
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description system id of the crm staff */
            crmStaffId: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description department of the staff member; empty when none */
            department: string;
            /** @description e-mail address */
            emailAddress: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: components["schemas"]["RepresentativeName"];
            /** @description management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none */
            optionalId: string;
            /** @description telephone number */
            phoneNumber: string;
            /** @description job title of the staff member; empty when none */
            title: string;
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
        };
        /**
         * CustomerUpdatedEvent
         * @description The customer.updated event: data.object is a Customer (docs/events.md "Event types").
         */
        CustomerUpdatedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["CustomerEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always customer.updated (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "customer.updated";
        };
        /** CustomFieldValue */
        CustomFieldValue: {
            /** @description a JST business date, as JST midnight in UTC */
            date: string;
            /** @description system id of the master */
            masterId: string;
            /** @description decimal string */
            number: string;
            /** @description the chosen option */
            selectList: string;
            /** @description the value of a string field */
            string: string;
        };
        /** DailyRate */
        DailyRate: {
            /** @description empty unless TYPE_FIXED_RATE */
            fixedRateValue: string;
            /**
             * @description proration type: full price, daily rate, or a fixed rate
             * @enum {string}
             */
            type: "TYPE_UNSPECIFIED" | "TYPE_FULL_PRICE" | "TYPE_DAILY_RATE" | "TYPE_FIXED_RATE";
        };
        /**
         * DirectdebitFailedEvent
         * @description The directdebit.failed event: data.object is a DirectDebitFailedInvoice (docs/events.md "Event types").
         */
        DirectdebitFailedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["DirectDebitFailedInvoiceEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always directdebit.failed (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "directdebit.failed";
        };
        /** DirectDebitFailedInvoice */
        DirectDebitFailedInvoice: {
            /** @description total − paidAmount */
            balance: string;
            /** @description the billings on the invoice, earliest first */
            billingIds: string[];
            /** @description the closing day it closes (monthly closing); "" for an invoice per billing */
            closingDate: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            createTime: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description the 口座振替 record that failed: its request, debit day, amount and 振替結果コード (docs/collections.md) */
            directDebit: components["schemas"]["DirectDebitFailure"];
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            dueDate: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description invoice number: <invoiceNumberPrefix><8-digit counter> */
            invoiceNumber: string;
            /**
             * @description INVOICING_PER_BILLING: each billing is its own invoice, issued when made; INVOICING_MONTHLY_CLOSING: one invoice per (payment method, due date) at each closing day (docs/invoices.md)
             * @enum {string}
             */
            invoicing: "INVOICING_UNSPECIFIED" | "INVOICING_PER_BILLING" | "INVOICING_MONTHLY_CLOSING";
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            issueDate: string;
            /** @description payments minus refunds recorded so far, yen (decimal string) */
            paidAmount: string;
            /** @description system id of the payment method */
            paymentMethodId: string;
            /** @description system id of the replaces invoice */
            replacesInvoiceId: string;
            /**
             * @description invoice status: ISSUED, SENT, PARTIALLY_PAID, PAID, OVERDUE (past the due date with a balance), VOID, CREDIT (total below zero)
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_ISSUED" | "STATUS_SENT" | "STATUS_PARTIALLY_PAID" | "STATUS_PAID" | "STATUS_OVERDUE" | "STATUS_VOID" | "STATUS_CREDIT";
            /** @description amount before tax, yen (decimal string) */
            subtotal: string;
            /** @description consumption tax, yen (decimal string) */
            tax: string;
            /** @description consumption tax per tax rate */
            taxes: components["schemas"]["TaxByRate"][];
            /** @description amount including tax, yen (decimal string) */
            total: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            updateTime: string;
            /** @description why the invoice was voided ("" unless void) */
            voidReason: string;
        };
        /** DirectDebitFailedInvoiceEventData */
        DirectDebitFailedInvoiceEventData: {
            /** @description the resource as the API shows it after the change; its message is given by the event type (docs/events.md) */
            object: components["schemas"]["DirectDebitFailedInvoice"];
        };
        /** DirectDebitFailure */
        DirectDebitFailure: {
            /** @description yen the record asked for (decimal string) */
            amount: string;
            /** @description the debit day of the request (YYYY-MM-DD) */
            debitDate: string;
            /** @description the result code in words (e.g. 資金不足) */
            reason: string;
            /** @description the 口座振替 request the record belongs to */
            requestId: string;
            /** @description 振替結果コード: 1 資金不足, 2 取引なし, 3 預金者の都合, 4 依頼書なし, 8 委託者の都合, 9 その他 */
            resultCode: string;
        };
        /** DirectDebitMandate */
        DirectDebitMandate: {
            /** @description 口座番号, 7 digits */
            accountNumber: string;
            /**
             * @description 預金種目: ACCOUNT_TYPE_ORDINARY 普通 or ACCOUNT_TYPE_CURRENT 当座
             * @enum {string}
             */
            accountType: "ACCOUNT_TYPE_UNSPECIFIED" | "ACCOUNT_TYPE_ORDINARY" | "ACCOUNT_TYPE_CURRENT";
            /** @description 金融機関コード, 4 digits */
            bankCode: string;
            /** @description 支店コード, 3 digits */
            branchCode: string;
            /** @description 顧客番号 written in the request file, up to 20 half-width characters */
            customerNumber: string;
            /** @description 預金者名, half-width kana as the bank holds it */
            holderName: string;
        };
        /** DirectDebitMandateInput */
        DirectDebitMandateInput: {
            /** @description 口座番号 (7 digits) */
            accountNumber: string;
            /**
             * @description 預金種目: ACCOUNT_TYPE_ORDINARY 普通 or ACCOUNT_TYPE_CURRENT 当座
             * @enum {string}
             */
            accountType: "ACCOUNT_TYPE_UNSPECIFIED" | "ACCOUNT_TYPE_ORDINARY" | "ACCOUNT_TYPE_CURRENT";
            /** @description 4 digits ("" with every other field "" removes the mandate) */
            bankCode: string;
            /** @description 支店コード (3 digits) */
            branchCode: string;
            /** @description 顧客番号 written in the 口座振替 request file (≤ 20 half-width characters) */
            customerNumber: string;
            /** @description 預金者名, half-width kana as the bank holds it (≤ 30) */
            holderName: string;
        };
        Document: {
            /** @description the customer as the document names it (fixed at issue) */
            counterpartyName: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description the id of the record it documents (an invoice id for KIND_INVOICE) */
            id: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            issueDate: string;
            /**
             * @description document kind: KIND_INVOICE (請求書), KIND_CREDIT_NOTE (返還請求書), KIND_REMINDER (督促状); unspecified = any kind in a search
             * @enum {string}
             */
            kind: "KIND_UNSPECIFIED" | "KIND_INVOICE" | "KIND_CREDIT_NOTE" | "KIND_REMINDER";
            /** @description the document’s number (an invoice’s invoice number) */
            number: string;
            /** @description SHA-256 of the stored PDF, hex; "" until it is rendered (seconds after issue) */
            sha256: string;
            /** @description decimal string, e.g. "1100" or "0.5" */
            total: string;
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
        /**
         * Event
         * @description An event (docs/events.md): one message per type, told apart by `type`.
         */
        Event: components["schemas"]["CustomerCreatedEvent"] | components["schemas"]["CustomerUpdatedEvent"] | components["schemas"]["CustomerDeletedEvent"] | components["schemas"]["ContractCreatedEvent"] | components["schemas"]["ContractConfirmedEvent"] | components["schemas"]["AmendmentCreatedEvent"] | components["schemas"]["AmendmentCanceledEvent"] | components["schemas"]["BillingCreatedEvent"] | components["schemas"]["BillingStatusChangedEvent"] | components["schemas"]["BillingInvalidatedEvent"] | components["schemas"]["PaymentRecordedEvent"] | components["schemas"]["BillRunCompletedEvent"] | components["schemas"]["InvoiceIssuedEvent"] | components["schemas"]["InvoiceStatusChangedEvent"] | components["schemas"]["InvoiceVoidedEvent"] | components["schemas"]["CreditnoteIssuedEvent"] | components["schemas"]["CustomerCreditChangedEvent"] | components["schemas"]["InvoiceReminderSentEvent"] | components["schemas"]["DirectdebitFailedEvent"];
        /** ExpectedBilling */
        ExpectedBilling: {
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            billingDate: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            dueDate: string;
            /** @description the entries: the rows of a batch request, the lines of an expected billing */
            items: components["schemas"]["ExpectedBillingItem"][];
            /** @description system id of the payment method */
            paymentMethodId: string;
            /** @description amount before tax, yen (decimal string) */
            subtotal: string;
            /** @description consumption tax per tax rate */
            taxes: components["schemas"]["TaxByRate"][];
            /** @description amount including tax, yen (decimal string) */
            total: string;
            /** @description total consumption tax, yen (decimal string) */
            totalTaxAmount: string;
        };
        /** ExpectedBillingItem */
        ExpectedBillingItem: {
            /** @description system id of the contract charge item */
            contractChargeItemId: string;
            /** @description system id of the contract item */
            contractItemId: string;
            /**
             * @description kind of the line: recurring, one-time, usage or adjustment
             * @enum {string}
             */
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
            /** @description price per unit, yen (decimal string) */
            unitPrice: string;
        };
        /** Invoice */
        Invoice: {
            /** @description total − paidAmount */
            balance: string;
            /** @description the billings on the invoice, earliest first */
            billingIds: string[];
            /** @description the closing day it closes (monthly closing); "" for an invoice per billing */
            closingDate: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            createTime: string;
            /** @description system id of the customer */
            customerId: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            dueDate: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description invoice number: <invoiceNumberPrefix><8-digit counter> */
            invoiceNumber: string;
            /**
             * @description INVOICING_PER_BILLING: each billing is its own invoice, issued when made; INVOICING_MONTHLY_CLOSING: one invoice per (payment method, due date) at each closing day (docs/invoices.md)
             * @enum {string}
             */
            invoicing: "INVOICING_UNSPECIFIED" | "INVOICING_PER_BILLING" | "INVOICING_MONTHLY_CLOSING";
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            issueDate: string;
            /** @description payments minus refunds recorded so far, yen (decimal string) */
            paidAmount: string;
            /** @description system id of the payment method */
            paymentMethodId: string;
            /** @description system id of the replaces invoice */
            replacesInvoiceId: string;
            /**
             * @description invoice status: ISSUED, SENT, PARTIALLY_PAID, PAID, OVERDUE (past the due date with a balance), VOID, CREDIT (total below zero)
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_ISSUED" | "STATUS_SENT" | "STATUS_PARTIALLY_PAID" | "STATUS_PAID" | "STATUS_OVERDUE" | "STATUS_VOID" | "STATUS_CREDIT";
            /** @description amount before tax, yen (decimal string) */
            subtotal: string;
            /** @description consumption tax, yen (decimal string) */
            tax: string;
            /** @description consumption tax per tax rate */
            taxes: components["schemas"]["TaxByRate"][];
            /** @description amount including tax, yen (decimal string) */
            total: string;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            updateTime: string;
            /** @description why the invoice was voided ("" unless void) */
            voidReason: string;
        };
        /** InvoiceDelivery */
        InvoiceDelivery: {
            /** @description attempts made so far */
            attempt: number;
            /** @description RFC 3339 in UTC (Z); a business date is JST midnight */
            createTime: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /**
             * @description document kind: KIND_INVOICE (請求書), KIND_CREDIT_NOTE (返還請求書), KIND_REMINDER (督促状); unspecified = any kind in a search
             * @enum {string}
             */
            kind: "KIND_UNSPECIFIED" | "KIND_INVOICE" | "KIND_REMINDER" | "KIND_CREDIT_NOTE";
            /** @description a reminder: its step, days relative to the due date; 0 otherwise */
            reminderStep: number;
            /** @description the SMTP server's last answer, or why the message was not sent */
            response: string;
            /** @description when the server accepted it (RFC 3339, UTC); "" until then */
            sentTime: string;
            /**
             * @description delivery status: pending, succeeded (a 2xx answer within 10 seconds) or failed
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_PENDING" | "STATUS_SENT" | "STATUS_FAILED";
            /** @description the addresses, comma-separated; "" when the invoice had no recipient with an e-mail address */
            to: string;
        };
        /** InvoiceEventData */
        InvoiceEventData: {
            /** @description the resource as the API shows it after the change; its message is given by the event type (docs/events.md) */
            object: components["schemas"]["Invoice"];
        };
        /**
         * InvoiceIssuedEvent
         * @description The invoice.issued event: data.object is a Invoice (docs/events.md "Event types").
         */
        InvoiceIssuedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["InvoiceEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always invoice.issued (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "invoice.issued";
        };
        /**
         * InvoiceReminderSentEvent
         * @description The invoice.reminder_sent event: data.object is a Invoice (docs/events.md "Event types").
         */
        InvoiceReminderSentEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["InvoiceEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always invoice.reminder_sent (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "invoice.reminder_sent";
        };
        /**
         * InvoiceStatusChangedEvent
         * @description The invoice.status_changed event: data.object is a Invoice (docs/events.md "Event types").
         */
        InvoiceStatusChangedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["InvoiceEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always invoice.status_changed (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "invoice.status_changed";
        };
        /** InvoiceStatusTotals */
        InvoiceStatusTotals: {
            /** @description the sum of their balances (total − paidAmount) */
            balance: string;
            /** @description invoices in this status */
            count: number;
            /**
             * @description the invoices’ status
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_ISSUED" | "STATUS_SENT" | "STATUS_PARTIALLY_PAID" | "STATUS_PAID" | "STATUS_OVERDUE" | "STATUS_VOID" | "STATUS_CREDIT";
            /** @description the sum of their totals */
            total: string;
        };
        /**
         * InvoiceVoidedEvent
         * @description The invoice.voided event: data.object is a Invoice (docs/events.md "Event types").
         */
        InvoiceVoidedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["InvoiceEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always invoice.voided (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "invoice.voided";
        };
        /** JournalEntry */
        JournalEntry: {
            /** @description system id of the customer */
            customerId: string;
            /** @description the customer’s name (as on its invoices) */
            customerName: string;
            /** @description the entry’s day (YYYY-MM-DD, JST) */
            date: string;
            /** @description 摘要 */
            description: string;
            /** @description the invoice or credit note number */
            documentNumber: string;
            /** @description deterministic: the kind and the document it books (the same month gives the same ids) */
            id: string;
            /**
             * @description what the entry books
             * @enum {string}
             */
            kind: "KIND_UNSPECIFIED" | "KIND_INVOICE" | "KIND_VOID" | "KIND_RECOGNITION" | "KIND_PAYMENT" | "KIND_CREDIT" | "KIND_CREDIT_NOTE";
            /** @description debits first; Σ debits = Σ credits */
            lines: components["schemas"]["JournalLine"][];
        };
        /** JournalLine */
        JournalLine: {
            /**
             * @description the account
             * @enum {string}
             */
            account: "ACCOUNT_UNSPECIFIED" | "ACCOUNT_RECEIVABLE" | "ACCOUNT_SALES" | "ACCOUNT_DEFERRED_REVENUE" | "ACCOUNT_TAX_RECEIVED" | "ACCOUNT_BANK" | "ACCOUNT_FEE_EXPENSE" | "ACCOUNT_SALES_DISCOUNT" | "ACCOUNT_ADVANCES" | "ACCOUNT_TAX_PAID";
            /** @description the account’s name in the provider’s book (default: 売掛金, 売上高, 前受収益 …) */
            accountName: string;
            /** @description whole yen, positive */
            amount: string;
            /**
             * @description 借方 (debit) or 貸方 (credit)
             * @enum {string}
             */
            side: "SIDE_UNSPECIFIED" | "SIDE_DEBIT" | "SIDE_CREDIT";
            /** @description 税区分 (課税売上10%, 対象外 …) */
            taxCategory: string;
        };
        Line: {
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"; up to 15 integer and 10 fraction digits) */
            amount: number | string;
            /** @description free-text description; empty when none */
            description: string;
            /** @description a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"; up to 15 integer and 10 fraction digits) */
            taxPercentage: number | string;
        };
        /** ListOrderBy */
        ListOrderBy: {
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
        /** MailPlaceholder */
        MailPlaceholder: {
            /** @description free-text description; empty when none */
            description: string;
            /** @description display name */
            name: string;
        };
        /** MailSettings */
        MailSettings: {
            /** @description the sender address; "" = the server default (MAIL_FROM) */
            mailFrom: string;
            /** @description the reply-to address; "" = none */
            mailReplyTo: string;
            /** @description the placeholders a template may use, with what each is replaced by */
            placeholders: components["schemas"]["MailPlaceholder"][];
            /** @description reminder steps, days relative to the due date (-3 = three days before) */
            reminderDays: number[];
            /** @description the provider’s own templates per kind; a kind left out uses the Japanese default */
            templates: components["schemas"]["MailTemplates"];
        };
        /** MailTemplate */
        MailTemplate: {
            /** @description the plain-text body; placeholders as {{name}} */
            body: string;
            /** @description the provider's own (false: the default) */
            custom: boolean;
            /** @description the subject; placeholders as {{name}} */
            subject: string;
        };
        /** MailTemplateInput */
        MailTemplateInput: {
            /** @description the plain-text body; placeholders as {{name}} */
            body: string;
            /** @description the subject; placeholders as {{name}} */
            subject: string;
        };
        /** MailTemplates */
        MailTemplates: {
            /** @description the credit note (返還インボイス, docs/credit.md) */
            creditNote: components["schemas"]["MailTemplate"];
            /** @description the invoice */
            invoice: components["schemas"]["MailTemplate"];
            /** @description the reminder (督促) e-mail template */
            reminder: components["schemas"]["MailTemplate"];
        };
        /** MailTemplatesInput */
        MailTemplatesInput: {
            /** @description a new template; null puts the default back */
            creditNote?: components["schemas"]["MailTemplateInput"] | null;
            /** @description a new template; null puts the default back */
            invoice?: components["schemas"]["MailTemplateInput"] | null;
            /** @description a new template; null puts the default back */
            reminder?: components["schemas"]["MailTemplateInput"] | null;
        };
        /** MainContractItem */
        MainContractItem: {
            /** @description whether the item renews automatically at the end of its term, and for which term */
            autoRenewal: components["schemas"]["AutoRenewal"];
            /** @description stored and returned for clients, not used for billing; {0, UNIT_UNSPECIFIED} when not set */
            availabilityCycle: components["schemas"]["AvailabilityCycle"];
            /** @description set by a cancellation amendment; empty otherwise */
            cancellationDate: string;
            /** @description system id of the catalog item */
            catalogItemId: string;
            /** @description the charge items */
            chargeItems: components["schemas"]["ContractChargeItem"][];
            /** @description length of one contract term */
            defaultContractTerm: components["schemas"]["Term"];
            /** @description last day of service (inclusive), JST midnight in UTC */
            endDate: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description display name */
            name: string;
            /** @description the option items attached to the main item */
            optionItems: components["schemas"]["ContractItem"][];
            /** @description first day of service, JST midnight in UTC */
            startDate: string;
            /**
             * @description lifecycle status of the item at the time of the response (docs/contracts.md)
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_WAITING_ACTIVATION" | "STATUS_ACTIVE" | "STATUS_WAITING_CANCELLATION" | "STATUS_CANCELED" | "STATUS_WAITING_COMPLETION" | "STATUS_COMPLETED" | "STATUS_INVALIDATED";
        };
        Name: {
            /** @description given name */
            firstName?: string;
            /** @description family name */
            lastName: string;
        };
        /**
         * Operator
         * @description A console operator and what it may do.
         */
        Operator: {
            /**
             * Format: uuid
             * @description the operator's id
             */
            id: string;
            /** @description the operator's name */
            name: string;
            /** @description what the role grants here: session, read, billing, platform, providers, audit, operators (the console shows only what may be used) */
            permissions: string[];
            /** @description the providers the operator may act on; empty = every provider */
            providerIds: string[];
            /**
             * @description the operator's role (docs/console.md "Roles")
             * @enum {string}
             */
            role: "ROLE_UNSPECIFIED" | "ROLE_OWNER" | "ROLE_ADMIN" | "ROLE_CLERK" | "ROLE_VIEWER";
        };
        /**
         * OperatorRecord
         * @description A console operator with its state.
         */
        OperatorRecord: {
            /** @description when the operator was created */
            createTime: string;
            /**
             * Format: uuid
             * @description the operator's id
             */
            id: string;
            /** @description the operator's name */
            name: string;
            /** @description the providers the operator may act on; empty = every provider */
            providerIds: string[];
            /** @description when the operator was revoked; null = may sign in */
            revokeTime: string | null;
            /**
             * @description OWNER: everything; ADMIN: providers, keys, settings, the audit log; CLERK: billing work, no keys; VIEWER: read only
             * @enum {string}
             */
            role: "ROLE_UNSPECIFIED" | "ROLE_OWNER" | "ROLE_ADMIN" | "ROLE_CLERK" | "ROLE_VIEWER";
        };
        /** ParkedContract */
        ParkedContract: {
            /** @description the contract left unbilled */
            contractId: string;
            /** @description why it was parked (docs/billing-lifecycle.md) */
            reason: string;
        };
        /** Payment */
        Payment: {
            /** @description a whole number of yen > 0 (decimal string) */
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
            /**
             * @description where the payment came from: batchrecordpayments (API), the customer credit, a bank statement line, a direct debit (docs/invoices.md "Payments")
             * @enum {string}
             */
            source: "SOURCE_UNSPECIFIED" | "SOURCE_API" | "SOURCE_CREDIT" | "SOURCE_STATEMENT" | "SOURCE_DIRECT_DEBIT";
            /**
             * @description payment or refund
             * @enum {string}
             */
            type: "TYPE_UNSPECIFIED" | "TYPE_PAYMENT" | "TYPE_REFUND" | "TYPE_REVERSAL";
        };
        /** PaymentInformation */
        PaymentInformation: {
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
            /**
             * @description payment or refund
             * @enum {string}
             */
            type?: "TYPE_UNSPECIFIED" | "TYPE_PAYMENT" | "TYPE_REFUND";
        };
        /** PaymentMethod */
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
            /**
             * @description payment method type
             * @enum {string}
             */
            type: "TYPE_UNSPECIFIED" | "TYPE_BANK_TRANSFER" | "TYPE_CREDIT_CARD" | "TYPE_DIRECT_DEBIT" | "TYPE_CONVENIENCE_STORE" | "TYPE_OTHER";
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
        };
        /**
         * PaymentRecordedEvent
         * @description The payment.recorded event: data.object is a Billing (docs/events.md "Event types").
         */
        PaymentRecordedEvent: {
            /** @description the tenant's clock (the test clock in a moved sandbox) */
            createTime: string;
            /** @description the event payload: data.object is the resource as the API shows it after the change */
            data: components["schemas"]["BillingEventData"];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description old values of the changed fields; {} when none */
            previousAttributes: {
                [key: string]: unknown;
            };
            /**
             * @description always payment.recorded (docs/events.md) (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "payment.recorded";
        };
        /** PricedTerm */
        PricedTerm: {
            /** @description first day of these terms (JST midnight in UTC) */
            effectiveStartDate: string;
            /** @description how the price is computed from the quantity */
            pricing: components["schemas"]["PricingModel"];
            /** @description quantity (a decimal string in responses) */
            quantity: string;
        };
        PricingModel: {
            /** @description empty for tier models */
            price: string;
            /** @description price tiers, by ascending quantity */
            tiers: components["schemas"]["Tier"][];
            /**
             * @description pricing model type
             * @enum {string}
             */
            type: "TYPE_UNSPECIFIED" | "TYPE_FLAT_FEE" | "TYPE_PER_UNIT" | "TYPE_USAGE" | "TYPE_VOLUME" | "TYPE_TIERED";
        };
        /** Product */
        Product: {
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description free-text description; empty when none */
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
        /**
         * ProviderSettingsInput
         * @description settings to change
         */
        ProviderSettingsInput: {
            /** @description where to pay, printed on invoices */
            bankAccount?: string;
            /** @description the hour (JST) of the daily bill run */
            billRunHourJst?: number;
            /** @description a note printed on invoices */
            invoiceNote?: string;
            /** @description up to 20 of [A-Za-z0-9_-]; "" removes it */
            invoiceNumberPrefix?: string;
            /** @description the issuer name on invoices */
            legalName?: string;
            /** @description 0 = the server default */
            rateLimitPerMinute?: number;
            /** @description "T" + 13 digits; "" removes it */
            registrationNumber?: string;
            /**
             * @description how consumption tax is rounded
             * @enum {string}
             */
            taxRounding?: "ROUNDING_UNSPECIFIED" | "ROUNDING_ROUND_DOWN" | "ROUNDING_ROUND_UP" | "ROUNDING_ROUND_HALF_UP";
        };
        /** RenewalTerm */
        RenewalTerm: {
            /**
             * @description unit of value
             * @enum {string}
             */
            unit: "UNIT_UNSPECIFIED" | "UNIT_DAILY" | "UNIT_MONTHLY";
            /** @description number of units */
            value: number;
        };
        RepresentativeName: {
            /** @description given name */
            firstName: string;
            /** @description family name */
            lastName: string;
        };
        /**
         * RepresentativeNameInput
         * @description the representative
         */
        RepresentativeNameInput: {
            /** @description first name */
            firstName?: string;
            /** @description last name */
            lastName?: string;
        };
        /** RevenueMonth */
        RevenueMonth: {
            /** @description MRR of contracts that have none left */
            churned: string;
            /** @description MRR decrease of contracts that keep some */
            contraction: string;
            /** @description 前受収益 still deferred at the month end */
            deferred: string;
            /** @description MRR growth of contracts that had some */
            expansion: string;
            /** @description revenue invoiced in the month, net of voids and credit notes (before tax) */
            invoiced: string;
            /** @description YYYY-MM */
            month: string;
            /** @description monthly recurring revenue of the contracts at the month end */
            mrr: string;
            /** @description MRR of contracts that had none at the previous month end */
            newMrr: string;
            /** @description revenue recognised in the month (売上高 net of 売上値引) */
            recognised: string;
        };
        /** StaffNameInput */
        StaffNameInput: {
            /** @description given name */
            firstName?: string;
            /** @description family name */
            lastName?: string;
        };
        /** StatementApplication */
        StatementApplication: {
            /** @description a whole number of yen > 0 (decimal string) */
            amount: string;
            /** @description the transfer fee taken on the invoice (paid in full); 0 when none */
            feeAmount: string;
            /**
             * @description how the fee is booked: FEE_AS_EXPENSE 支払手数料 or FEE_AS_DISCOUNT 売上値引
             * @enum {string}
             */
            feeTreatment: "FEE_UNSPECIFIED" | "FEE_AS_EXPENSE" | "FEE_AS_DISCOUNT";
            /** @description "" for the part that became customer credit */
            invoiceId: string;
            /** @description the number of the invoice paid; "" for the part that became customer credit */
            invoiceNumber: string;
        };
        /** TaxByRate */
        TaxByRate: {
            /** @description amount before tax, yen (decimal string) */
            subtotal: string;
            /** @description consumption tax, yen (decimal string) */
            tax: string;
            /** @description consumption tax percent: 10, 8 or 0 */
            taxPercentage: string;
        };
        /** Term */
        Term: {
            /**
             * @description unit of value
             * @enum {string}
             */
            unit: "UNIT_UNSPECIFIED" | "UNIT_MONTHLY";
            /** @description number of units */
            value: number;
        };
        /** Tier */
        Tier: {
            /**
             * @description v2 tier format: per unit, or flat fee (unitPrice is then the fee itself)
             * @enum {string}
             */
            feeFormula: "FEE_FORMULA_UNSPECIFIED" | "FEE_FORMULA_PER_UNIT" | "FEE_FORMULA_FLAT_FEE";
            /**
             * @description v1 tier format: per unit or flat fee (responses carry both kind and feeFormula)
             * @enum {string}
             */
            kind: "KIND_UNSPECIFIED" | "KIND_PER_UNIT" | "KIND_FLAT_FEE";
            /** @description the flat fee of a KIND_FLAT_FEE tier (v1 reading); empty for per-unit tiers */
            price: string;
            /** @description per-unit price, or the flat fee (v2 reading) */
            unitPrice: string;
            /** @description inclusive; empty on the last tier = no limit */
            upperLimit: string;
        };
        /** Timing */
        Timing: {
            /**
             * @description day of the month for monthly timings (a day past the month's end means its last day)
             * @enum {string}
             */
            monthlyOption: "MONTHLY_OPTION_UNSPECIFIED" | "MONTHLY_OPTION_DAY_1" | "MONTHLY_OPTION_DAY_2" | "MONTHLY_OPTION_DAY_3" | "MONTHLY_OPTION_DAY_4" | "MONTHLY_OPTION_DAY_5" | "MONTHLY_OPTION_DAY_6" | "MONTHLY_OPTION_DAY_7" | "MONTHLY_OPTION_DAY_8" | "MONTHLY_OPTION_DAY_9" | "MONTHLY_OPTION_DAY_10" | "MONTHLY_OPTION_DAY_11" | "MONTHLY_OPTION_DAY_12" | "MONTHLY_OPTION_DAY_13" | "MONTHLY_OPTION_DAY_14" | "MONTHLY_OPTION_DAY_15" | "MONTHLY_OPTION_DAY_16" | "MONTHLY_OPTION_DAY_17" | "MONTHLY_OPTION_DAY_18" | "MONTHLY_OPTION_DAY_19" | "MONTHLY_OPTION_DAY_20" | "MONTHLY_OPTION_DAY_21" | "MONTHLY_OPTION_DAY_22" | "MONTHLY_OPTION_DAY_23" | "MONTHLY_OPTION_DAY_24" | "MONTHLY_OPTION_DAY_25" | "MONTHLY_OPTION_DAY_26" | "MONTHLY_OPTION_DAY_27" | "MONTHLY_OPTION_DAY_28" | "MONTHLY_OPTION_DAY_29" | "MONTHLY_OPTION_DAY_30" | "MONTHLY_OPTION_DAY_31" | "MONTHLY_OPTION_FIRST_DAY_OF_MONTH" | "MONTHLY_OPTION_LAST_DAY_OF_MONTH";
            /**
             * @description unit of value
             * @enum {string}
             */
            unit: "UNIT_UNSPECIFIED" | "UNIT_DAILY" | "UNIT_MONTHLY";
            /** @description number of units */
            value: number;
        };
        /** WebhookDelivery */
        WebhookDelivery: {
            /** @description attempts made so far */
            attempt: number;
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description how long the answer to the last attempt took; 0 when there was none (not yet, timeout, refused) */
            durationMs: number;
            /** @description system id of the event */
            eventId: string;
            /** @description type of the delivered event */
            eventType: string;
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /** @description when a pending delivery is attempted next; empty once finished */
            nextAttemptTime: string;
            /** @description HTTP status of the last attempt; 0 when none (not yet, timeout, refused) */
            responseStatus: number;
            /**
             * @description delivery status: pending, succeeded (a 2xx answer within 10 seconds) or failed
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_PENDING" | "STATUS_SUCCEEDED" | "STATUS_FAILED";
        };
        /** WebhookEndpoint */
        WebhookEndpoint: {
            /** @description when the record was created (RFC 3339, UTC) */
            createTime: string;
            /** @description free-text description; empty when none */
            description: string;
            /** @description empty = every type */
            eventTypes: string[];
            /** @description system identifier (UUIDv7, time-ordered) */
            id: string;
            /**
             * @description STATUS_DISABLED stops new deliveries to the endpoint
             * @enum {string}
             */
            status: "STATUS_UNSPECIFIED" | "STATUS_ENABLED" | "STATUS_DISABLED";
            /** @description when the record was last changed (RFC 3339, UTC) */
            updateTime: string;
            /** @description http:// or https:// URL (without credentials) the events are POSTed to */
            url: string;
        };
    };
    responses: {
        /** @description INVALID_ARGUMENT (3), FAILED_PRECONDITION (9), OUT_OF_RANGE (11): the request is malformed, or the record’s state or range forbids it; the error body {code, message, detail} (docs/errors.md). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description ALREADY_EXISTS (6), ABORTED (10): the management id is taken, or a concurrent request won (retry); the error body {code, message, detail} (docs/errors.md). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Any other refusal or failure, with the error body {code, message, detail} (docs/errors.md): 499 CANCELLED (1), 500 UNKNOWN (2), 500 INTERNAL (13), 500 DATA_LOSS (15), 501 UNIMPLEMENTED (12), 503 UNAVAILABLE (14), 504 DEADLINE_EXCEEDED (4). */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description NOT_FOUND (5): no such record in the caller’s tenant; the error body {code, message, detail} (docs/errors.md). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description PERMISSION_DENIED (7): the key’s environment, or the operator’s role, provider or CSRF token, does not allow the path; the error body {code, message, detail} (docs/errors.md). */
        PermissionDenied: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description RESOURCE_EXHAUSTED (8): the rate limit or the limit of heavy requests is used up, or too many failed tokens came from this address; see Retry-After; the error body {code, message, detail} (docs/errors.md). */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description UNAUTHENTICATED (16): no valid API key, operator token or session; the error body {code, message, detail} (docs/errors.md). */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    adminV1ApikeyCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "expireTime": "2099-03-31T23:59:59+09:00"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1ApikeyCreateRequest"];
            };
        };
        responses: {
            /** @description A new API key and its secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "key": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000023",
                     *         "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                     *         "environment": "ENVIRONMENT_SANDBOX",
                     *         "prefix": "sk_sandbox_AbCdEf",
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "expireTime": "2031-04-10T00:00:00.000Z",
                     *         "revokeTime": null
                     *       },
                     *       "secret": "whsec_4Jq9ZkWc2yT7mXo1Rb8NvLd3"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1ApikeyCreateResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1ApikeyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1ApikeyListRequest"];
            };
        };
        responses: {
            /** @description List a provider's API keys (both environments, revoked ones included), oldest first: done. The body holds `keys`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "keys": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-000000000164",
                     *           "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                     *           "environment": "ENVIRONMENT_SANDBOX",
                     *           "prefix": "sk_sandbox_AbCdEf",
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "expireTime": null,
                     *           "revokeTime": null
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-000000000165",
                     *           "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                     *           "environment": "ENVIRONMENT_PRODUCTION",
                     *           "prefix": "sk_live_AbCdEf",
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "expireTime": null,
                     *           "revokeTime": null
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000023",
                     *           "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                     *           "environment": "ENVIRONMENT_SANDBOX",
                     *           "prefix": "sk_sandbox_AbCdEf",
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "expireTime": "2031-04-10T00:00:00.000Z",
                     *           "revokeTime": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1ApikeyListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1ApikeyRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "keyId": "0193f2a0-5c3e-7a41-8b2d-000000000023"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1ApikeyRevokeRequest"];
            };
        };
        responses: {
            /** @description Revoke an API key at once: done. The body holds `key`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "key": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000023",
                     *         "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                     *         "environment": "ENVIRONMENT_SANDBOX",
                     *         "prefix": "sk_sandbox_AbCdEf",
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "expireTime": "2031-04-10T00:00:00.000Z",
                     *         "revokeTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1ApikeyRevokeResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1AuditList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "/admin/v1/operator/create",
                 *       "resourceId": "0193f2a0-5c3e-7a41-8b2d-000000000024"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1AuditListRequest"];
            };
        };
        responses: {
            /** @description The audit log, newest first, filtered by tenant, actor, action, record and time: done. The body holds `entries`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entries": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-000000000166",
                     *           "time": "2031-04-10T00:00:00.000Z",
                     *           "tenantId": "0193f2a0-5c3e-7b41-8b2d-000000000167",
                     *           "providerId": "",
                     *           "environment": "ENVIRONMENT_UNSPECIFIED",
                     *           "chain": 0,
                     *           "seq": "<seq>",
                     *           "actor": {
                     *             "type": "ACTOR_OPERATOR",
                     *             "id": "0193f2a0-5c3e-7b41-8b2d-000000000168"
                     *           },
                     *           "action": "/admin/v1/operator/create",
                     *           "resources": [
                     *             {
                     *               "type": "operator",
                     *               "id": "0193f2a0-5c3e-7a41-8b2d-000000000024"
                     *             }
                     *           ],
                     *           "resourceCount": 1,
                     *           "requestId": "0193f2a0-5c3e-7b41-8b2d-000000000169",
                     *           "hash": "9f2c4e1ab7d35608c1e2f3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1AuditListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1OperatorCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Clerk 例示",
                 *       "role": "ROLE_CLERK",
                 *       "providerIds": [
                 *         "0193f2a0-5c3e-7a41-8b2d-000000000022"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1OperatorCreateRequest"];
            };
        };
        responses: {
            /** @description Create an operator with a role and, optionally, the providers it is limited to: done. The body holds `operator`, `token`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "operator": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000024",
                     *         "name": "Clerk 例示",
                     *         "role": "ROLE_CLERK",
                     *         "providerIds": [
                     *           "0193f2a0-5c3e-7a41-8b2d-000000000022"
                     *         ],
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "revokeTime": null
                     *       },
                     *       "token": "whsec_4Jq9ZkWc2yT7mXo1Rb8NvLd3"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1OperatorCreateResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1OperatorList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nameContains": "例示"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1OperatorListRequest"];
            };
        };
        responses: {
            /** @description List the operators (revoked ones included), oldest first: done. The body holds `operators`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "operators": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-00000000016a",
                     *           "name": "Example operator 例示",
                     *           "role": "ROLE_OWNER",
                     *           "providerIds": [],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "revokeTime": null
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000025",
                     *           "name": "Leaving operator 例示",
                     *           "role": "ROLE_OWNER",
                     *           "providerIds": [],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "revokeTime": "2031-04-10T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000024",
                     *           "name": "Clerk 例示",
                     *           "role": "ROLE_CLERK",
                     *           "providerIds": [
                     *             "0193f2a0-5c3e-7a41-8b2d-000000000022"
                     *           ],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "revokeTime": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1OperatorListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1OperatorRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "operatorId": "0193f2a0-5c3e-7a41-8b2d-000000000025"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1OperatorRevokeRequest"];
            };
        };
        responses: {
            /** @description Revoke an operator at once: its token and its sessions stop working: done. The body holds `operator`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "operator": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000025",
                     *         "name": "Leaving operator 例示",
                     *         "role": "ROLE_OWNER",
                     *         "providerIds": [],
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "revokeTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1OperatorRevokeResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1ProviderCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example Provider 例示株式会社",
                 *       "emailAddress": "billing@example.co.jp",
                 *       "representativeName": {
                 *         "lastName": "山田",
                 *         "firstName": "花子"
                 *       },
                 *       "settings": {
                 *         "billRunHourJst": 9,
                 *         "invoiceNumberPrefix": "EX-",
                 *         "registrationNumber": "T1234567890123"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1ProviderCreateRequest"];
            };
        };
        responses: {
            /** @description Create a provider with its sandbox and production environments and one API key for each: done. The body holds `provider`, `keys`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "provider": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                     *         "name": "Example Provider 例示株式会社",
                     *         "emailAddress": "billing@example.co.jp",
                     *         "phoneNumber": "",
                     *         "representativeName": {
                     *           "lastName": "山田",
                     *           "firstName": "花子"
                     *         },
                     *         "address": "",
                     *         "settings": {
                     *           "taxRounding": "ROUNDING_ROUND_DOWN",
                     *           "rateLimitPerMinute": 0,
                     *           "invoiceNumberPrefix": "EX-",
                     *           "billRunHourJst": 9,
                     *           "registrationNumber": "T1234567890123",
                     *           "legalName": "",
                     *           "bankAccount": "",
                     *           "invoiceNote": ""
                     *         },
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       },
                     *       "keys": [
                     *         {
                     *           "key": {
                     *             "id": "0193f2a0-5c3e-7b41-8b2d-000000000162",
                     *             "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                     *             "environment": "ENVIRONMENT_SANDBOX",
                     *             "prefix": "sk_sandbox_AbCdEf",
                     *             "createTime": "2031-04-10T00:00:00.000Z",
                     *             "expireTime": null,
                     *             "revokeTime": null
                     *           },
                     *           "secret": "whsec_4Jq9ZkWc2yT7mXo1Rb8NvLd3"
                     *         },
                     *         {
                     *           "key": {
                     *             "id": "0193f2a0-5c3e-7b41-8b2d-000000000163",
                     *             "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                     *             "environment": "ENVIRONMENT_PRODUCTION",
                     *             "prefix": "sk_live_AbCdEf",
                     *             "createTime": "2031-04-10T00:00:00.000Z",
                     *             "expireTime": null,
                     *             "revokeTime": null
                     *           },
                     *           "secret": "whsec_4Jq9ZkWc2yT7mXo1Rb8NvLd3"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1ProviderCreateResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1ProviderGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1ProviderGetRequest"];
            };
        };
        responses: {
            /** @description Get a provider with its settings: done. The body holds `provider`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "provider": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                     *         "name": "Example Provider 例示株式会社",
                     *         "emailAddress": "billing@example.co.jp",
                     *         "phoneNumber": "",
                     *         "representativeName": {
                     *           "lastName": "山田",
                     *           "firstName": "花子"
                     *         },
                     *         "address": "",
                     *         "settings": {
                     *           "taxRounding": "ROUNDING_ROUND_DOWN",
                     *           "rateLimitPerMinute": 0,
                     *           "invoiceNumberPrefix": "EX-",
                     *           "billRunHourJst": 9,
                     *           "registrationNumber": "T1234567890123",
                     *           "legalName": "",
                     *           "bankAccount": "",
                     *           "invoiceNote": ""
                     *         },
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1ProviderGetResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1ProviderGetmailsettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1ProviderGetmailsettingsRequest"];
            };
        };
        responses: {
            /** @description A provider's mail settings: sender, reminder steps, templates (docs/delivery.md): done. The body holds `mailSettings`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "mailSettings": {
                     *         "mailFrom": "billing@example.co.jp",
                     *         "mailReplyTo": "",
                     *         "reminderDays": [
                     *           -3,
                     *           3,
                     *           10
                     *         ],
                     *         "templates": {
                     *           "invoice": {
                     *             "subject": "【請求書送付】{{invoiceNumber}} {{providerName}}",
                     *             "body": "{{customerName}}\n{{staffName}} 様\n\nいつもお世話になっております。{{providerName}}です。\n請求書（{{invoiceNumber}}）を送付いたします。添付のPDFをご確認ください。\n\nご請求金額: {{total}}\nお支払期限: {{dueDate}}\nお振込先: {{bankAccount}}\n\n請求書の確認とダウンロードは次のページからもできます。\n{{portalUrl}}\n\n何卒よろしくお願い申し上げます。",
                     *             "custom": false
                     *           },
                     *           "reminder": {
                     *             "subject": "【再送】お支払いのお願い {{invoiceNumber}}",
                     *             "body": "{{customerName}} {{staffName}} 様\n\n{{overdueSummary}}\n\n{{portalUrl}}",
                     *             "custom": true
                     *           },
                     *           "creditNote": {
                     *             "subject": "【返還請求書送付】{{invoiceNumber}} {{providerName}}",
                     *             "body": "{{customerName}}\n{{staffName}} 様\n\nいつもお世話になっております。{{providerName}}です。\n返還請求書（{{invoiceNumber}}）を送付いたします。添付のPDFをご確認ください。\n\n金額: {{total}}\n{{portalUrl}}",
                     *             "custom": false
                     *           }
                     *         },
                     *         "placeholders": [
                     *           {
                     *             "name": "customerName",
                     *             "description": "the customer’s name"
                     *           },
                     *           {
                     *             "name": "staffName",
                     *             "description": "the recipients’ names (the staff the message is addressed to), \"様\" not included"
                     *           },
                     *           {
                     *             "name": "providerName",
                     *             "description": "the provider’s name (its legal name when set)"
                     *           },
                     *           {
                     *             "name": "invoiceNumber",
                     *             "description": "the invoice number"
                     *           },
                     *           {
                     *             "name": "issueDate",
                     *             "description": "the issue date (2031年4月1日)"
                     *           },
                     *           {
                     *             "name": "dueDate",
                     *             "description": "the due date (2031年4月30日)"
                     *           },
                     *           {
                     *             "name": "total",
                     *             "description": "the invoice total with tax (¥11,000)"
                     *           },
                     *           {
                     *             "name": "balance",
                     *             "description": "what is still to pay (¥11,000)"
                     *           },
                     *           {
                     *             "name": "bankAccount",
                     *             "description": "the bank account text of the invoice (振込先)"
                     *           },
                     *           {
                     *             "name": "portalUrl",
                     *             "description": "the link to the customer page of the invoice"
                     *           },
                     *           {
                     *             "name": "daysOverdue",
                     *             "description": "days past the due date (0 before it; reminders)"
                     *           },
                     *           {
                     *             "name": "overdueSummary",
                     *             "description": "a line naming what is overdue: number, balance, due date (reminders)"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1ProviderGetmailsettingsResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1ProviderList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nameContains": "例示",
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1ProviderListRequest"];
            };
        };
        responses: {
            /** @description List every provider (those of an operator limited to some), oldest first: done. The body holds `providers`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "providers": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                     *           "name": "Example Provider 例示株式会社",
                     *           "emailAddress": "billing@example.co.jp",
                     *           "phoneNumber": "",
                     *           "representativeName": {
                     *             "lastName": "山田",
                     *             "firstName": "花子"
                     *           },
                     *           "address": "",
                     *           "settings": {
                     *             "taxRounding": "ROUNDING_ROUND_DOWN",
                     *             "rateLimitPerMinute": 0,
                     *             "invoiceNumberPrefix": "EX-",
                     *             "billRunHourJst": 9,
                     *             "registrationNumber": "T1234567890123",
                     *             "legalName": "",
                     *             "bankAccount": "",
                     *             "invoiceNote": ""
                     *           },
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1ProviderListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1ProviderPreviewmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "KIND_INVOICE",
                 *       "subject": "請求書 {{invoiceNumber}}",
                 *       "body": "{{customerName}} 御中\nご請求金額 {{total}}（{{dueDate}}まで）"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1ProviderPreviewmailRequest"];
            };
        };
        responses: {
            /** @description The message a template makes for a sample invoice: done. The body holds `subject`, `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "subject": "請求書 INV-00000042",
                     *       "body": "株式会社サンプル商事 御中\nご請求金額 ¥11,000（2031年4月30日まで）"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1ProviderPreviewmailResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1ProviderUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                 *       "address": "東京都千代田区丸の内1-1-1",
                 *       "settings": {
                 *         "taxRounding": "ROUNDING_ROUND_HALF_UP",
                 *         "legalName": "例示株式会社",
                 *         "bankAccount": "例示銀行 本店 普通 1234567"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1ProviderUpdateRequest"];
            };
        };
        responses: {
            /** @description Change a provider's name, contact fields or settings: done. The body holds `provider`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "provider": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                     *         "name": "Example Provider 例示株式会社",
                     *         "emailAddress": "billing@example.co.jp",
                     *         "phoneNumber": "",
                     *         "representativeName": {
                     *           "lastName": "山田",
                     *           "firstName": "花子"
                     *         },
                     *         "address": "東京都千代田区丸の内1-1-1",
                     *         "settings": {
                     *           "taxRounding": "ROUNDING_ROUND_HALF_UP",
                     *           "rateLimitPerMinute": 0,
                     *           "invoiceNumberPrefix": "EX-",
                     *           "billRunHourJst": 9,
                     *           "registrationNumber": "T1234567890123",
                     *           "legalName": "例示株式会社",
                     *           "bankAccount": "例示銀行 本店 普通 1234567",
                     *           "invoiceNote": ""
                     *         },
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1ProviderUpdateResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1ProviderUpdatemailsettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000022",
                 *       "mailFrom": "billing@example.co.jp",
                 *       "reminderDays": [
                 *         -3,
                 *         3,
                 *         10
                 *       ],
                 *       "templates": {
                 *         "reminder": {
                 *           "subject": "【再送】お支払いのお願い {{invoiceNumber}}",
                 *           "body": "{{customerName}} {{staffName}} 様\n\n{{overdueSummary}}\n\n{{portalUrl}}"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1ProviderUpdatemailsettingsRequest"];
            };
        };
        responses: {
            /** @description Change a provider's mail settings: done. The body holds `mailSettings`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "mailSettings": {
                     *         "mailFrom": "billing@example.co.jp",
                     *         "mailReplyTo": "",
                     *         "reminderDays": [
                     *           -3,
                     *           3,
                     *           10
                     *         ],
                     *         "templates": {
                     *           "invoice": {
                     *             "subject": "【請求書送付】{{invoiceNumber}} {{providerName}}",
                     *             "body": "{{customerName}}\n{{staffName}} 様\n\nいつもお世話になっております。{{providerName}}です。\n請求書（{{invoiceNumber}}）を送付いたします。添付のPDFをご確認ください。\n\nご請求金額: {{total}}\nお支払期限: {{dueDate}}\nお振込先: {{bankAccount}}\n\n請求書の確認とダウンロードは次のページからもできます。\n{{portalUrl}}\n\n何卒よろしくお願い申し上げます。",
                     *             "custom": false
                     *           },
                     *           "reminder": {
                     *             "subject": "【再送】お支払いのお願い {{invoiceNumber}}",
                     *             "body": "{{customerName}} {{staffName}} 様\n\n{{overdueSummary}}\n\n{{portalUrl}}",
                     *             "custom": true
                     *           },
                     *           "creditNote": {
                     *             "subject": "【返還請求書送付】{{invoiceNumber}} {{providerName}}",
                     *             "body": "{{customerName}}\n{{staffName}} 様\n\nいつもお世話になっております。{{providerName}}です。\n返還請求書（{{invoiceNumber}}）を送付いたします。添付のPDFをご確認ください。\n\n金額: {{total}}\n{{portalUrl}}",
                     *             "custom": false
                     *           }
                     *         },
                     *         "placeholders": [
                     *           {
                     *             "name": "customerName",
                     *             "description": "the customer’s name"
                     *           },
                     *           {
                     *             "name": "staffName",
                     *             "description": "the recipients’ names (the staff the message is addressed to), \"様\" not included"
                     *           },
                     *           {
                     *             "name": "providerName",
                     *             "description": "the provider’s name (its legal name when set)"
                     *           },
                     *           {
                     *             "name": "invoiceNumber",
                     *             "description": "the invoice number"
                     *           },
                     *           {
                     *             "name": "issueDate",
                     *             "description": "the issue date (2031年4月1日)"
                     *           },
                     *           {
                     *             "name": "dueDate",
                     *             "description": "the due date (2031年4月30日)"
                     *           },
                     *           {
                     *             "name": "total",
                     *             "description": "the invoice total with tax (¥11,000)"
                     *           },
                     *           {
                     *             "name": "balance",
                     *             "description": "what is still to pay (¥11,000)"
                     *           },
                     *           {
                     *             "name": "bankAccount",
                     *             "description": "the bank account text of the invoice (振込先)"
                     *           },
                     *           {
                     *             "name": "portalUrl",
                     *             "description": "the link to the customer page of the invoice"
                     *           },
                     *           {
                     *             "name": "daysOverdue",
                     *             "description": "days past the due date (0 before it; reminders)"
                     *           },
                     *           {
                     *             "name": "overdueSummary",
                     *             "description": "a line naming what is overdue: number, balance, due date (reminders)"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1ProviderUpdatemailsettingsResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1SessionCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "op_Vb3kQ9xT2mWc7yLp1Rz8NdJ4sHf6Ga0eKu5XoIqMnBt"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1SessionCreateRequest"];
            };
        };
        responses: {
            /** @description Sign in to the console with an operator token: done. The body holds `operator`, `csrfToken`, `expireTime`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "operator": {
                     *         "id": "0193f2a0-5c3e-7b41-8b2d-000000000160",
                     *         "name": "Example operator 例示",
                     *         "role": "ROLE_OWNER",
                     *         "providerIds": [],
                     *         "permissions": [
                     *           "session",
                     *           "read",
                     *           "billing",
                     *           "platform",
                     *           "providers",
                     *           "audit",
                     *           "operators"
                     *         ]
                     *       },
                     *       "csrfToken": "whsec_4Jq9ZkWc2yT7mXo1Rb8NvLd3",
                     *       "expireTime": "2031-04-10T00:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1SessionCreateResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1SessionDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["AdminV1SessionDeleteRequest"];
            };
        };
        responses: {
            /** @description Sign out: the session is deleted and its cookie cleared: done. The body is the empty message {}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": components["schemas"]["AdminV1SessionDeleteResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1SessionGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["AdminV1SessionGetRequest"];
            };
        };
        responses: {
            /** @description The current console session: done. The body holds `operator`, `csrfToken`, `expireTime`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "operator": {
                     *         "id": "0193f2a0-5c3e-7b41-8b2d-000000000161",
                     *         "name": "Example operator 例示",
                     *         "role": "ROLE_OWNER",
                     *         "providerIds": [],
                     *         "permissions": [
                     *           "session",
                     *           "read",
                     *           "billing",
                     *           "platform",
                     *           "providers",
                     *           "audit",
                     *           "operators"
                     *         ]
                     *       },
                     *       "csrfToken": "whsec_4Jq9ZkWc2yT7mXo1Rb8NvLd3",
                     *       "expireTime": "2031-04-10T00:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1SessionGetResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantAmendmentListbycontract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "optionalId": "acme-2031",
                 *       "pageSize": 2
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantAmendmentListbycontractRequest"];
            };
        };
        responses: {
            /** @description List the amendments of a contract — as one tenant (operator): done. The body holds `amendments`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "amendments": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-000000000141",
                     *           "contractId": "0193f2a0-5c3e-7a41-8b2d-000000000011",
                     *           "version": 2,
                     *           "type": "TYPE_CHANGE_CHARGE_ITEM_QUANTITY",
                     *           "targetContractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *           "effectiveStartDate": "2031-05-15T15:00:00Z",
                     *           "executeDate": "2031-05-01T14:59:59.999Z",
                     *           "memo": "5 more seats",
                     *           "canceled": false,
                     *           "cancelMemo": "",
                     *           "createTime": "2031-04-10T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-000000000142",
                     *           "contractId": "0193f2a0-5c3e-7a41-8b2d-000000000011",
                     *           "version": 3,
                     *           "type": "TYPE_ADD_ITEM",
                     *           "targetContractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000019",
                     *           "effectiveStartDate": "2031-05-31T15:00:00Z",
                     *           "executeDate": "2031-05-01T14:59:59.999Z",
                     *           "memo": "archive from June",
                     *           "canceled": false,
                     *           "cancelMemo": "",
                     *           "createTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": "CgZvZmZzZXQSAjIw"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantAmendmentListbycontractResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBankstatementGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-00000000002c"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBankstatementGetRequest"];
            };
        };
        responses: {
            /** @description Get an imported bank statement with its counts — as one tenant (operator): done. The body holds `statement`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statement": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-00000000002c",
                     *         "format": "FORMAT_CSV",
                     *         "lineCount": 1,
                     *         "newLineCount": 1,
                     *         "matchedCount": 0,
                     *         "unmatchedCount": 1,
                     *         "ignoredCount": 0,
                     *         "cancelledCount": 0,
                     *         "cancellationCount": 0,
                     *         "matchedAmount": "0",
                     *         "depositTotal": "74000",
                     *         "createTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBankstatementGetResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBankstatementIgnore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "lineId": "0193f2a0-5c3e-7a41-8b2d-00000000002d"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBankstatementIgnoreRequest"];
            };
        };
        responses: {
            /** @description Take a line out of the unmatched queue without applying it — as one tenant (operator): done. The body holds `line`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "line": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-00000000002d",
                     *         "statementId": "0193f2a0-5c3e-7a41-8b2d-00000000002c",
                     *         "record": 2,
                     *         "bankCode": "",
                     *         "branchCode": "",
                     *         "accountNumber": "",
                     *         "valueDate": "2031-05-01T15:00:00Z",
                     *         "inquiryNumber": "000201",
                     *         "amount": "74000",
                     *         "payerName": "ｽｽﾞｷ ﾊﾅｺ",
                     *         "status": "STATUS_IGNORED",
                     *         "customerId": "",
                     *         "rule": "",
                     *         "applications": [],
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBankstatementIgnoreResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBankstatementImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "format": "FORMAT_CSV",
                 *       "content": "77u/5Y+W5byV5pelLOWFpemHkemhjSzmjK/ovrzkvp3poLzkurrlkI0s54Wn5Lya55Wq5Y+3DQoyMDMxLTA1LTAyLDc0MDAwLO+9ve+9ve++nu+9tyDvvorvvoXvvbosMDAwMjAxDQo=",
                 *       "csvColumns": {
                 *         "valueDate": 1,
                 *         "amount": 2,
                 *         "payerName": 3,
                 *         "inquiryNumber": 4,
                 *         "header": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBankstatementImportRequest"];
            };
        };
        responses: {
            /** @description Import a bank statement and match its deposits — as one tenant (operator): done. The body holds `statement`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statement": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-00000000002c",
                     *         "format": "FORMAT_CSV",
                     *         "lineCount": 1,
                     *         "newLineCount": 1,
                     *         "matchedCount": 0,
                     *         "unmatchedCount": 1,
                     *         "ignoredCount": 0,
                     *         "cancelledCount": 0,
                     *         "cancellationCount": 0,
                     *         "matchedAmount": "0",
                     *         "depositTotal": "74000",
                     *         "createTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBankstatementImportResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBankstatementList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "pageSize": 1
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBankstatementListRequest"];
            };
        };
        responses: {
            /** @description List imported bank statements, newest first — as one tenant (operator): done. The body holds `statements`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statements": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-00000000002c",
                     *           "format": "FORMAT_CSV",
                     *           "lineCount": 1,
                     *           "newLineCount": 1,
                     *           "matchedCount": 0,
                     *           "unmatchedCount": 1,
                     *           "ignoredCount": 0,
                     *           "cancelledCount": 0,
                     *           "cancellationCount": 0,
                     *           "matchedAmount": "0",
                     *           "depositTotal": "74000",
                     *           "createTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": "CgZvZmZzZXQSAjIw"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBankstatementListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBankstatementListlines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "statementId": "0193f2a0-5c3e-7a41-8b2d-00000000002c"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBankstatementListlinesRequest"];
            };
        };
        responses: {
            /** @description List bank statement lines, of one statement and/or in one status — as one tenant (operator): done. The body holds `lines`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "lines": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-00000000002d",
                     *           "statementId": "0193f2a0-5c3e-7a41-8b2d-00000000002c",
                     *           "record": 2,
                     *           "bankCode": "",
                     *           "branchCode": "",
                     *           "accountNumber": "",
                     *           "valueDate": "2031-05-01T15:00:00Z",
                     *           "inquiryNumber": "000201",
                     *           "amount": "74000",
                     *           "payerName": "ｽｽﾞｷ ﾊﾅｺ",
                     *           "status": "STATUS_UNMATCHED",
                     *           "customerId": "",
                     *           "rule": "",
                     *           "applications": [],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBankstatementListlinesResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBankstatementMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "lineId": "0193f2a0-5c3e-7a41-8b2d-00000000002d",
                 *       "allocations": [
                 *         {
                 *           "invoiceId": "0193f2a0-5c3e-7a41-8b2d-00000000001f",
                 *           "amount": "74000"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBankstatementMatchRequest"];
            };
        };
        responses: {
            /** @description Match an unmatched line to invoices by hand — as one tenant (operator): done. The body holds `line`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "line": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-00000000002d",
                     *         "statementId": "0193f2a0-5c3e-7a41-8b2d-00000000002c",
                     *         "record": 2,
                     *         "bankCode": "",
                     *         "branchCode": "",
                     *         "accountNumber": "",
                     *         "valueDate": "2031-05-01T15:00:00Z",
                     *         "inquiryNumber": "000201",
                     *         "amount": "74000",
                     *         "payerName": "ｽｽﾞｷ ﾊﾅｺ",
                     *         "status": "STATUS_MATCHED",
                     *         "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *         "rule": "MANUAL",
                     *         "applications": [
                     *           {
                     *             "invoiceId": "0193f2a0-5c3e-7a41-8b2d-00000000001f",
                     *             "invoiceNumber": "00000007",
                     *             "amount": "74000",
                     *             "feeAmount": "0",
                     *             "feeTreatment": "FEE_UNSPECIFIED"
                     *           }
                     *         ],
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBankstatementMatchResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBankstatementSuggest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "lineId": "0193f2a0-5c3e-7a41-8b2d-00000000002d"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBankstatementSuggestRequest"];
            };
        };
        responses: {
            /** @description Invoices an unmatched line may pay, nearest balance first — as one tenant (operator): done. The body holds `invoices`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoices": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-00000000001f",
                     *           "invoiceNumber": "00000007",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "status": "STATUS_PARTIALLY_PAID",
                     *           "invoicing": "INVOICING_PER_BILLING",
                     *           "issueDate": "2031-04-30T15:00:00Z",
                     *           "dueDate": "2031-07-30T15:00:00Z",
                     *           "closingDate": "",
                     *           "billingIds": [
                     *             "0193f2a0-5c3e-7b41-8b2d-00000000018d"
                     *           ],
                     *           "subtotal": "68400",
                     *           "tax": "6840",
                     *           "total": "75240",
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "68400",
                     *               "tax": "6840"
                     *             }
                     *           ],
                     *           "paidAmount": "1100",
                     *           "balance": "74140",
                     *           "replacesInvoiceId": "0193f2a0-5c3e-7a41-8b2d-000000000018",
                     *           "voidReason": "",
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBankstatementSuggestResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBankstatementUnmatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "lineId": "0193f2a0-5c3e-7a41-8b2d-00000000002d"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBankstatementUnmatchRequest"];
            };
        };
        responses: {
            /** @description Reverse what a matched line applied and return it to the unmatched queue — as one tenant (operator): done. The body holds `line`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "line": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-00000000002d",
                     *         "statementId": "0193f2a0-5c3e-7a41-8b2d-00000000002c",
                     *         "record": 2,
                     *         "bankCode": "",
                     *         "branchCode": "",
                     *         "accountNumber": "",
                     *         "valueDate": "2031-05-01T15:00:00Z",
                     *         "inquiryNumber": "000201",
                     *         "amount": "74000",
                     *         "payerName": "ｽｽﾞｷ ﾊﾅｺ",
                     *         "status": "STATUS_UNMATCHED",
                     *         "customerId": "",
                     *         "rule": "",
                     *         "applications": [],
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBankstatementUnmatchResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBillingBatchrecordpayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "payments": [
                 *         {
                 *           "billingId": "0193f2a0-5c3e-7a41-8b2d-000000000016",
                 *           "amount": "1",
                 *           "paymentDate": "2031-05-10T00:00:00+09:00",
                 *           "type": "TYPE_PAYMENT",
                 *           "memo": "振込"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBillingBatchrecordpaymentsRequest"];
            };
        };
        responses: {
            /** @description Record payments (or refunds) for several billings — as one tenant (operator): done. The body holds `summary`, `errors`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "summary": {
                     *         "total": 1,
                     *         "succeeded": 0,
                     *         "failed": 1
                     *       },
                     *       "errors": [
                     *         {
                     *           "index": 0,
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000016",
                     *           "code": 9,
                     *           "message": "the billing waits for its invoice (its tax is final only on the invoice): issue it first with /v1/invoice/close, then record the payment"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBillingBatchrecordpaymentsResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBillingBatchupdatestatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "byIds": {
                 *         "ids": [
                 *           "0193f2a0-5c3e-7a41-8b2d-000000000016"
                 *         ]
                 *       },
                 *       "status": "STATUS_UNBILLED"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBillingBatchupdatestatusesRequest"];
            };
        };
        responses: {
            /** @description Change the status of several billings (UNBILLED, INVOICE_CREATED or POSTED) — as one tenant (operator): done. The body holds `summary`, `errors`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "summary": {
                     *         "total": 1,
                     *         "succeeded": 0,
                     *         "failed": 1
                     *       },
                     *       "errors": [
                     *         {
                     *           "index": 0,
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000016",
                     *           "code": 9,
                     *           "message": "a billing in INVALIDATED cannot move to UNBILLED"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBillingBatchupdatestatusesResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBillingDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-000000000016",
                 *       "format": "FORMAT_HTML"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBillingDocumentRequest"];
            };
        };
        responses: {
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBillingGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-000000000016"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBillingGetRequest"];
            };
        };
        responses: {
            /** @description Get one billing with its lines and payments — as one tenant (operator): done. The body holds `billing`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "billing": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000016",
                     *         "invoiceNumber": "00000001",
                     *         "invoiceId": "0193f2a0-5c3e-7b41-8b2d-0000000000ee",
                     *         "status": "STATUS_INVOICE_CREATED",
                     *         "contractId": "0193f2a0-5c3e-7a41-8b2d-000000000011",
                     *         "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *         "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *         "billingDate": "2031-04-09T15:00:00Z",
                     *         "billingDueDate": "2031-05-30T15:00:00Z",
                     *         "billingIssueDate": "2031-04-10T15:00:00Z",
                     *         "subtotal": "22400",
                     *         "tax": "2240",
                     *         "total": "24640",
                     *         "paidAmount": "0",
                     *         "taxes": [
                     *           {
                     *             "taxPercentage": "10",
                     *             "subtotal": "22400",
                     *             "tax": "2240"
                     *           }
                     *         ],
                     *         "billingItems": [
                     *           {
                     *             "id": "0193f2a0-5c3e-7b41-8b2d-0000000000ef",
                     *             "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *             "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000f0",
                     *             "name": "Base fee",
                     *             "kind": "KIND_RECURRING",
                     *             "periodStart": "2031-04-14T15:00:00Z",
                     *             "periodEnd": "2031-04-29T15:00:00Z",
                     *             "quantity": "1",
                     *             "unitPrice": "30000",
                     *             "subtotal": "16000",
                     *             "taxPercentage": "10"
                     *           },
                     *           {
                     *             "id": "0193f2a0-5c3e-7b41-8b2d-0000000000f1",
                     *             "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *             "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000f2",
                     *             "name": "Seats",
                     *             "kind": "KIND_RECURRING",
                     *             "periodStart": "2031-04-14T15:00:00Z",
                     *             "periodEnd": "2031-04-29T15:00:00Z",
                     *             "quantity": "10",
                     *             "unitPrice": "1200",
                     *             "subtotal": "6400",
                     *             "taxPercentage": "10"
                     *           }
                     *         ],
                     *         "billingCustomerStaffs": [
                     *           {
                     *             "customerStaffId": "0193f2a0-5c3e-7a41-8b2d-00000000000c"
                     *           }
                     *         ],
                     *         "payments": [],
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBillingGetResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBillingList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "pageSize": 2
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBillingListRequest"];
            };
        };
        responses: {
            /** @description List billings (creation order) — as one tenant (operator): done. The body holds `billings`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "billings": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000016",
                     *           "invoiceNumber": "00000001",
                     *           "invoiceId": "0193f2a0-5c3e-7b41-8b2d-0000000000c2",
                     *           "status": "STATUS_INVOICE_CREATED",
                     *           "contractId": "0193f2a0-5c3e-7a41-8b2d-000000000011",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "billingDate": "2031-04-09T15:00:00Z",
                     *           "billingDueDate": "2031-05-30T15:00:00Z",
                     *           "billingIssueDate": "2031-04-10T15:00:00Z",
                     *           "subtotal": "22400",
                     *           "tax": "2240",
                     *           "total": "24640",
                     *           "paidAmount": "0",
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "22400",
                     *               "tax": "2240"
                     *             }
                     *           ],
                     *           "billingItems": [
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000c3",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000c4",
                     *               "name": "Base fee",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-14T15:00:00Z",
                     *               "periodEnd": "2031-04-29T15:00:00Z",
                     *               "quantity": "1",
                     *               "unitPrice": "30000",
                     *               "subtotal": "16000",
                     *               "taxPercentage": "10"
                     *             },
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000c5",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000c6",
                     *               "name": "Seats",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-14T15:00:00Z",
                     *               "periodEnd": "2031-04-29T15:00:00Z",
                     *               "quantity": "10",
                     *               "unitPrice": "1200",
                     *               "subtotal": "6400",
                     *               "taxPercentage": "10"
                     *             }
                     *           ],
                     *           "billingCustomerStaffs": [
                     *             {
                     *               "customerStaffId": "0193f2a0-5c3e-7a41-8b2d-00000000000c"
                     *             }
                     *           ],
                     *           "payments": [],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-0000000000c7",
                     *           "invoiceNumber": "00000002",
                     *           "invoiceId": "0193f2a0-5c3e-7b41-8b2d-0000000000c8",
                     *           "status": "STATUS_INVOICE_CREATED",
                     *           "contractId": "0193f2a0-5c3e-7a41-8b2d-000000000011",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "billingDate": "2031-04-30T15:00:00Z",
                     *           "billingDueDate": "2031-06-29T15:00:00Z",
                     *           "billingIssueDate": "2031-04-30T15:00:00Z",
                     *           "subtotal": "44580",
                     *           "tax": "4458",
                     *           "total": "49038",
                     *           "paidAmount": "0",
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "44580",
                     *               "tax": "4458"
                     *             }
                     *           ],
                     *           "billingItems": [
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000c9",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000ca",
                     *               "name": "Base fee",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-30T15:00:00Z",
                     *               "periodEnd": "2031-05-30T15:00:00Z",
                     *               "quantity": "1",
                     *               "unitPrice": "30000",
                     *               "subtotal": "30000",
                     *               "taxPercentage": "10"
                     *             },
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000cb",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000cc",
                     *               "name": "Seats",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-30T15:00:00Z",
                     *               "periodEnd": "2031-05-30T15:00:00Z",
                     *               "quantity": "10",
                     *               "unitPrice": "1200",
                     *               "subtotal": "12000",
                     *               "taxPercentage": "10"
                     *             },
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000cd",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000ce",
                     *               "name": "Messages",
                     *               "kind": "KIND_USAGE",
                     *               "periodStart": "2031-04-14T15:00:00Z",
                     *               "periodEnd": "2031-04-29T15:00:00Z",
                     *               "quantity": "5160",
                     *               "unitPrice": "0.5",
                     *               "subtotal": "2580",
                     *               "taxPercentage": "10"
                     *             }
                     *           ],
                     *           "billingCustomerStaffs": [
                     *             {
                     *               "customerStaffId": "0193f2a0-5c3e-7a41-8b2d-00000000000c"
                     *             }
                     *           ],
                     *           "payments": [],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": "CgZvZmZzZXQSAjIw"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBillingListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBillingListbycontract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "optionalId": "acme-2031",
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBillingListbycontractRequest"];
            };
        };
        responses: {
            /** @description List the billings of a contract — as one tenant (operator): done. The body holds `billings`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "billings": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000016",
                     *           "invoiceNumber": "00000001",
                     *           "invoiceId": "0193f2a0-5c3e-7b41-8b2d-0000000000a8",
                     *           "status": "STATUS_INVOICE_CREATED",
                     *           "contractId": "0193f2a0-5c3e-7a41-8b2d-000000000011",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "billingDate": "2031-04-09T15:00:00Z",
                     *           "billingDueDate": "2031-05-30T15:00:00Z",
                     *           "billingIssueDate": "2031-04-10T15:00:00Z",
                     *           "subtotal": "22400",
                     *           "tax": "2240",
                     *           "total": "24640",
                     *           "paidAmount": "0",
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "22400",
                     *               "tax": "2240"
                     *             }
                     *           ],
                     *           "billingItems": [
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000a9",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000aa",
                     *               "name": "Base fee",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-14T15:00:00Z",
                     *               "periodEnd": "2031-04-29T15:00:00Z",
                     *               "quantity": "1",
                     *               "unitPrice": "30000",
                     *               "subtotal": "16000",
                     *               "taxPercentage": "10"
                     *             },
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000ab",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000ac",
                     *               "name": "Seats",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-14T15:00:00Z",
                     *               "periodEnd": "2031-04-29T15:00:00Z",
                     *               "quantity": "10",
                     *               "unitPrice": "1200",
                     *               "subtotal": "6400",
                     *               "taxPercentage": "10"
                     *             }
                     *           ],
                     *           "billingCustomerStaffs": [
                     *             {
                     *               "customerStaffId": "0193f2a0-5c3e-7a41-8b2d-00000000000c"
                     *             }
                     *           ],
                     *           "payments": [],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-0000000000ad",
                     *           "invoiceNumber": "00000002",
                     *           "invoiceId": "0193f2a0-5c3e-7b41-8b2d-0000000000ae",
                     *           "status": "STATUS_INVOICE_CREATED",
                     *           "contractId": "0193f2a0-5c3e-7a41-8b2d-000000000011",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "billingDate": "2031-04-30T15:00:00Z",
                     *           "billingDueDate": "2031-06-29T15:00:00Z",
                     *           "billingIssueDate": "2031-04-30T15:00:00Z",
                     *           "subtotal": "44580",
                     *           "tax": "4458",
                     *           "total": "49038",
                     *           "paidAmount": "0",
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "44580",
                     *               "tax": "4458"
                     *             }
                     *           ],
                     *           "billingItems": [
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000af",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000b0",
                     *               "name": "Base fee",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-30T15:00:00Z",
                     *               "periodEnd": "2031-05-30T15:00:00Z",
                     *               "quantity": "1",
                     *               "unitPrice": "30000",
                     *               "subtotal": "30000",
                     *               "taxPercentage": "10"
                     *             },
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000b1",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000b2",
                     *               "name": "Seats",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-30T15:00:00Z",
                     *               "periodEnd": "2031-05-30T15:00:00Z",
                     *               "quantity": "10",
                     *               "unitPrice": "1200",
                     *               "subtotal": "12000",
                     *               "taxPercentage": "10"
                     *             },
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000b3",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000b4",
                     *               "name": "Messages",
                     *               "kind": "KIND_USAGE",
                     *               "periodStart": "2031-04-14T15:00:00Z",
                     *               "periodEnd": "2031-04-29T15:00:00Z",
                     *               "quantity": "5160",
                     *               "unitPrice": "0.5",
                     *               "subtotal": "2580",
                     *               "taxPercentage": "10"
                     *             }
                     *           ],
                     *           "billingCustomerStaffs": [
                     *             {
                     *               "customerStaffId": "0193f2a0-5c3e-7a41-8b2d-00000000000c"
                     *             }
                     *           ],
                     *           "payments": [],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBillingListbycontractResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBillingSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "query": "customerId=0193f2a0-5c3e-7a41-8b2d-00000000000b",
                 *       "pageSize": 2
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBillingSearchRequest"];
            };
        };
        responses: {
            /** @description Search billings — as one tenant (operator): done. The body holds `billings`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "billings": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000016",
                     *           "invoiceNumber": "00000001",
                     *           "invoiceId": "0193f2a0-5c3e-7b41-8b2d-0000000000dc",
                     *           "status": "STATUS_INVOICE_CREATED",
                     *           "contractId": "0193f2a0-5c3e-7a41-8b2d-000000000011",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "billingDate": "2031-04-09T15:00:00Z",
                     *           "billingDueDate": "2031-05-30T15:00:00Z",
                     *           "billingIssueDate": "2031-04-10T15:00:00Z",
                     *           "subtotal": "22400",
                     *           "tax": "2240",
                     *           "total": "24640",
                     *           "paidAmount": "0",
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "22400",
                     *               "tax": "2240"
                     *             }
                     *           ],
                     *           "billingItems": [
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000dd",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000de",
                     *               "name": "Base fee",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-14T15:00:00Z",
                     *               "periodEnd": "2031-04-29T15:00:00Z",
                     *               "quantity": "1",
                     *               "unitPrice": "30000",
                     *               "subtotal": "16000",
                     *               "taxPercentage": "10"
                     *             },
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000df",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000e0",
                     *               "name": "Seats",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-14T15:00:00Z",
                     *               "periodEnd": "2031-04-29T15:00:00Z",
                     *               "quantity": "10",
                     *               "unitPrice": "1200",
                     *               "subtotal": "6400",
                     *               "taxPercentage": "10"
                     *             }
                     *           ],
                     *           "billingCustomerStaffs": [
                     *             {
                     *               "customerStaffId": "0193f2a0-5c3e-7a41-8b2d-00000000000c"
                     *             }
                     *           ],
                     *           "payments": [],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-0000000000e1",
                     *           "invoiceNumber": "00000002",
                     *           "invoiceId": "0193f2a0-5c3e-7b41-8b2d-0000000000e2",
                     *           "status": "STATUS_INVOICE_CREATED",
                     *           "contractId": "0193f2a0-5c3e-7a41-8b2d-000000000011",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "billingDate": "2031-04-30T15:00:00Z",
                     *           "billingDueDate": "2031-06-29T15:00:00Z",
                     *           "billingIssueDate": "2031-04-30T15:00:00Z",
                     *           "subtotal": "44580",
                     *           "tax": "4458",
                     *           "total": "49038",
                     *           "paidAmount": "0",
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "44580",
                     *               "tax": "4458"
                     *             }
                     *           ],
                     *           "billingItems": [
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000e3",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000e4",
                     *               "name": "Base fee",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-30T15:00:00Z",
                     *               "periodEnd": "2031-05-30T15:00:00Z",
                     *               "quantity": "1",
                     *               "unitPrice": "30000",
                     *               "subtotal": "30000",
                     *               "taxPercentage": "10"
                     *             },
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000e5",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000e6",
                     *               "name": "Seats",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-30T15:00:00Z",
                     *               "periodEnd": "2031-05-30T15:00:00Z",
                     *               "quantity": "10",
                     *               "unitPrice": "1200",
                     *               "subtotal": "12000",
                     *               "taxPercentage": "10"
                     *             },
                     *             {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-0000000000e7",
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-0000000000e8",
                     *               "name": "Messages",
                     *               "kind": "KIND_USAGE",
                     *               "periodStart": "2031-04-14T15:00:00Z",
                     *               "periodEnd": "2031-04-29T15:00:00Z",
                     *               "quantity": "5160",
                     *               "unitPrice": "0.5",
                     *               "subtotal": "2580",
                     *               "taxPercentage": "10"
                     *             }
                     *           ],
                     *           "billingCustomerStaffs": [
                     *             {
                     *               "customerStaffId": "0193f2a0-5c3e-7a41-8b2d-00000000000c"
                     *             }
                     *           ],
                     *           "payments": [],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": "CgZvZmZzZXQSAjIw"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBillingSearchResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantBillrunList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "pageSize": 1
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantBillrunListRequest"];
            };
        };
        responses: {
            /** @description A tenant's bill runs, newest first, with their summaries and parked contracts: done. The body holds `billRuns`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "billRuns": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-000000000155",
                     *           "businessDate": "2031-04-30T15:00:00Z",
                     *           "trigger": "TRIGGER_TEST_CLOCK",
                     *           "status": "STATUS_DONE",
                     *           "startTime": "2031-04-10T00:00:00.000Z",
                     *           "endTime": "2031-04-10T00:00:00.000Z",
                     *           "contractsBilled": 3,
                     *           "billingsCreated": 3,
                     *           "linesCreated": 7,
                     *           "adjustmentsCreated": 0,
                     *           "parkedContracts": []
                     *         }
                     *       ],
                     *       "nextPageToken": "CgZvZmZzZXQSAjIw"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantBillrunListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCatalogitemList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "productId": "0193f2a0-5c3e-7a41-8b2d-000000000002",
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCatalogitemListRequest"];
            };
        };
        responses: {
            /** @description List catalog items — as one tenant (operator): done. The body holds `catalogItems`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "catalogItems": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000004",
                     *           "optionalId": "chat-business",
                     *           "productId": "0193f2a0-5c3e-7a41-8b2d-000000000002",
                     *           "name": "Business plan",
                     *           "description": "",
                     *           "status": "STATUS_ON_SALE",
                     *           "usage": "USAGE_MAIN",
                     *           "defaultContractTerm": {
                     *             "value": 12,
                     *             "unit": "UNIT_MONTHLY"
                     *           },
                     *           "availabilityCycle": {
                     *             "value": 0,
                     *             "unit": "UNIT_UNSPECIFIED"
                     *           },
                     *           "autoRenewal": {
                     *             "type": "TYPE_DISABLED",
                     *             "term": {
                     *               "value": 0,
                     *               "unit": "UNIT_UNSPECIFIED"
                     *             }
                     *           },
                     *           "catalogChargeItems": [
                     *             {
                     *               "id": "0193f2a0-5c3e-7a41-8b2d-000000000005",
                     *               "name": "Base fee",
                     *               "type": "TYPE_RECURRING",
                     *               "pricingModel": {
                     *                 "type": "TYPE_FLAT_FEE",
                     *                 "price": "30000",
                     *                 "tiers": []
                     *               },
                     *               "usageUnitId": "",
                     *               "billingCycle": {
                     *                 "value": 1,
                     *                 "unit": "UNIT_MONTHLY"
                     *               },
                     *               "billingTiming": {
                     *                 "value": 0,
                     *                 "unit": "UNIT_MONTHLY",
                     *                 "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *               },
                     *               "billingDueTiming": {
                     *                 "value": 1,
                     *                 "unit": "UNIT_MONTHLY",
                     *                 "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *               },
                     *               "billAllAtOnce": false,
                     *               "startDailyRate": {
                     *                 "type": "TYPE_DAILY_RATE",
                     *                 "fixedRateValue": ""
                     *               },
                     *               "endDailyRate": {
                     *                 "type": "TYPE_DAILY_RATE",
                     *                 "fixedRateValue": ""
                     *               },
                     *               "taxPercentage": 10,
                     *               "rounding": "ROUNDING_ROUND_DOWN"
                     *             },
                     *             {
                     *               "id": "0193f2a0-5c3e-7a41-8b2d-000000000006",
                     *               "name": "Seats",
                     *               "type": "TYPE_RECURRING",
                     *               "pricingModel": {
                     *                 "type": "TYPE_PER_UNIT",
                     *                 "price": "1200",
                     *                 "tiers": []
                     *               },
                     *               "usageUnitId": "",
                     *               "billingCycle": {
                     *                 "value": 1,
                     *                 "unit": "UNIT_MONTHLY"
                     *               },
                     *               "billingTiming": {
                     *                 "value": 0,
                     *                 "unit": "UNIT_MONTHLY",
                     *                 "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *               },
                     *               "billingDueTiming": {
                     *                 "value": 1,
                     *                 "unit": "UNIT_MONTHLY",
                     *                 "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *               },
                     *               "billAllAtOnce": false,
                     *               "startDailyRate": {
                     *                 "type": "TYPE_DAILY_RATE",
                     *                 "fixedRateValue": ""
                     *               },
                     *               "endDailyRate": {
                     *                 "type": "TYPE_DAILY_RATE",
                     *                 "fixedRateValue": ""
                     *               },
                     *               "taxPercentage": 10,
                     *               "rounding": "ROUNDING_ROUND_DOWN"
                     *             },
                     *             {
                     *               "id": "0193f2a0-5c3e-7a41-8b2d-000000000007",
                     *               "name": "Messages",
                     *               "type": "TYPE_RECURRING",
                     *               "pricingModel": {
                     *                 "type": "TYPE_USAGE",
                     *                 "price": "0.5",
                     *                 "tiers": []
                     *               },
                     *               "usageUnitId": "0193f2a0-5c3e-7a41-8b2d-000000000003",
                     *               "billingCycle": {
                     *                 "value": 1,
                     *                 "unit": "UNIT_MONTHLY"
                     *               },
                     *               "billingTiming": {
                     *                 "value": 0,
                     *                 "unit": "UNIT_MONTHLY",
                     *                 "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *               },
                     *               "billingDueTiming": {
                     *                 "value": 1,
                     *                 "unit": "UNIT_MONTHLY",
                     *                 "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *               },
                     *               "billAllAtOnce": false,
                     *               "startDailyRate": {
                     *                 "type": "TYPE_DAILY_RATE",
                     *                 "fixedRateValue": ""
                     *               },
                     *               "endDailyRate": {
                     *                 "type": "TYPE_DAILY_RATE",
                     *                 "fixedRateValue": ""
                     *               },
                     *               "taxPercentage": 10,
                     *               "rounding": "ROUNDING_ROUND_DOWN"
                     *             }
                     *           ],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000008",
                     *           "optionalId": "chat-archive",
                     *           "productId": "0193f2a0-5c3e-7a41-8b2d-000000000002",
                     *           "name": "Message archive",
                     *           "description": "",
                     *           "status": "STATUS_ON_SALE",
                     *           "usage": "USAGE_OPTION",
                     *           "defaultContractTerm": {
                     *             "value": 12,
                     *             "unit": "UNIT_MONTHLY"
                     *           },
                     *           "availabilityCycle": {
                     *             "value": 0,
                     *             "unit": "UNIT_UNSPECIFIED"
                     *           },
                     *           "autoRenewal": {
                     *             "type": "TYPE_DISABLED",
                     *             "term": {
                     *               "value": 0,
                     *               "unit": "UNIT_UNSPECIFIED"
                     *             }
                     *           },
                     *           "catalogChargeItems": [
                     *             {
                     *               "id": "0193f2a0-5c3e-7a41-8b2d-000000000009",
                     *               "name": "Archive fee",
                     *               "type": "TYPE_RECURRING",
                     *               "pricingModel": {
                     *                 "type": "TYPE_FLAT_FEE",
                     *                 "price": "5000",
                     *                 "tiers": []
                     *               },
                     *               "usageUnitId": "",
                     *               "billingCycle": {
                     *                 "value": 1,
                     *                 "unit": "UNIT_MONTHLY"
                     *               },
                     *               "billingTiming": {
                     *                 "value": 0,
                     *                 "unit": "UNIT_MONTHLY",
                     *                 "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *               },
                     *               "billingDueTiming": {
                     *                 "value": 1,
                     *                 "unit": "UNIT_MONTHLY",
                     *                 "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *               },
                     *               "billAllAtOnce": false,
                     *               "startDailyRate": {
                     *                 "type": "TYPE_DAILY_RATE",
                     *                 "fixedRateValue": ""
                     *               },
                     *               "endDailyRate": {
                     *                 "type": "TYPE_DAILY_RATE",
                     *                 "fixedRateValue": ""
                     *               },
                     *               "taxPercentage": 10,
                     *               "rounding": "ROUNDING_ROUND_DOWN"
                     *             }
                     *           ],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCatalogitemListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantContractGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-000000000011"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantContractGetRequest"];
            };
        };
        responses: {
            /** @description Get a contract (a version snapshot) — as one tenant (operator): done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contract": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000011",
                     *         "optionalId": "acme-chat",
                     *         "isDraft": false,
                     *         "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *         "customerStaffId": "0193f2a0-5c3e-7a41-8b2d-00000000000c",
                     *         "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *         "version": 1,
                     *         "mainItems": [
                     *           {
                     *             "id": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *             "name": "Business plan",
                     *             "catalogItemId": "0193f2a0-5c3e-7a41-8b2d-000000000004",
                     *             "startDate": "2031-04-14T15:00:00Z",
                     *             "endDate": "2032-04-13T15:00:00Z",
                     *             "status": "STATUS_WAITING_ACTIVATION",
                     *             "cancellationDate": "",
                     *             "defaultContractTerm": {
                     *               "value": 12,
                     *               "unit": "UNIT_MONTHLY"
                     *             },
                     *             "availabilityCycle": {
                     *               "value": 0,
                     *               "unit": "UNIT_UNSPECIFIED"
                     *             },
                     *             "autoRenewal": {
                     *               "type": "TYPE_DISABLED",
                     *               "term": {
                     *                 "value": 0,
                     *                 "unit": "UNIT_UNSPECIFIED"
                     *               }
                     *             },
                     *             "chargeItems": [
                     *               {
                     *                 "id": "0193f2a0-5c3e-7b41-8b2d-000000000007",
                     *                 "optionalId": "",
                     *                 "catalogChargeItemId": "0193f2a0-5c3e-7a41-8b2d-000000000005",
                     *                 "name": "Base fee",
                     *                 "type": "TYPE_RECURRING",
                     *                 "usageUnitId": "",
                     *                 "billingCycle": {
                     *                   "value": 1,
                     *                   "unit": "UNIT_MONTHLY"
                     *                 },
                     *                 "billingTiming": {
                     *                   "value": 0,
                     *                   "unit": "UNIT_MONTHLY",
                     *                   "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *                 },
                     *                 "billingDueTiming": {
                     *                   "value": 1,
                     *                   "unit": "UNIT_MONTHLY",
                     *                   "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *                 },
                     *                 "billAllAtOnce": false,
                     *                 "startDailyRate": {
                     *                   "type": "TYPE_DAILY_RATE",
                     *                   "fixedRateValue": ""
                     *                 },
                     *                 "endDailyRate": {
                     *                   "type": "TYPE_DAILY_RATE",
                     *                   "fixedRateValue": ""
                     *                 },
                     *                 "taxPercentage": 10,
                     *                 "rounding": "ROUNDING_ROUND_DOWN",
                     *                 "quantity": "1",
                     *                 "pricing": {
                     *                   "type": "TYPE_FLAT_FEE",
                     *                   "price": "30000",
                     *                   "tiers": []
                     *                 },
                     *                 "terms": [
                     *                   {
                     *                     "effectiveStartDate": "2031-04-14T15:00:00Z",
                     *                     "quantity": "1",
                     *                     "pricing": {
                     *                       "type": "TYPE_FLAT_FEE",
                     *                       "price": "30000",
                     *                       "tiers": []
                     *                     }
                     *                   }
                     *                 ]
                     *               },
                     *               {
                     *                 "id": "0193f2a0-5c3e-7b41-8b2d-000000000008",
                     *                 "optionalId": "acme-seats",
                     *                 "catalogChargeItemId": "0193f2a0-5c3e-7a41-8b2d-000000000006",
                     *                 "name": "Seats",
                     *                 "type": "TYPE_RECURRING",
                     *                 "usageUnitId": "",
                     *                 "billingCycle": {
                     *                   "value": 1,
                     *                   "unit": "UNIT_MONTHLY"
                     *                 },
                     *                 "billingTiming": {
                     *                   "value": 0,
                     *                   "unit": "UNIT_MONTHLY",
                     *                   "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *                 },
                     *                 "billingDueTiming": {
                     *                   "value": 1,
                     *                   "unit": "UNIT_MONTHLY",
                     *                   "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *                 },
                     *                 "billAllAtOnce": false,
                     *                 "startDailyRate": {
                     *                   "type": "TYPE_DAILY_RATE",
                     *                   "fixedRateValue": ""
                     *                 },
                     *                 "endDailyRate": {
                     *                   "type": "TYPE_DAILY_RATE",
                     *                   "fixedRateValue": ""
                     *                 },
                     *                 "taxPercentage": 10,
                     *                 "rounding": "ROUNDING_ROUND_DOWN",
                     *                 "quantity": "10",
                     *                 "pricing": {
                     *                   "type": "TYPE_PER_UNIT",
                     *                   "price": "1200",
                     *                   "tiers": []
                     *                 },
                     *                 "terms": [
                     *                   {
                     *                     "effectiveStartDate": "2031-04-14T15:00:00Z",
                     *                     "quantity": "10",
                     *                     "pricing": {
                     *                       "type": "TYPE_PER_UNIT",
                     *                       "price": "1200",
                     *                       "tiers": []
                     *                     }
                     *                   }
                     *                 ]
                     *               },
                     *               {
                     *                 "id": "0193f2a0-5c3e-7b41-8b2d-000000000009",
                     *                 "optionalId": "acme-messages",
                     *                 "catalogChargeItemId": "0193f2a0-5c3e-7a41-8b2d-000000000007",
                     *                 "name": "Messages",
                     *                 "type": "TYPE_RECURRING",
                     *                 "usageUnitId": "0193f2a0-5c3e-7a41-8b2d-000000000003",
                     *                 "billingCycle": {
                     *                   "value": 1,
                     *                   "unit": "UNIT_MONTHLY"
                     *                 },
                     *                 "billingTiming": {
                     *                   "value": 0,
                     *                   "unit": "UNIT_MONTHLY",
                     *                   "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *                 },
                     *                 "billingDueTiming": {
                     *                   "value": 1,
                     *                   "unit": "UNIT_MONTHLY",
                     *                   "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *                 },
                     *                 "billAllAtOnce": false,
                     *                 "startDailyRate": {
                     *                   "type": "TYPE_DAILY_RATE",
                     *                   "fixedRateValue": ""
                     *                 },
                     *                 "endDailyRate": {
                     *                   "type": "TYPE_DAILY_RATE",
                     *                   "fixedRateValue": ""
                     *                 },
                     *                 "taxPercentage": 10,
                     *                 "rounding": "ROUNDING_ROUND_DOWN",
                     *                 "quantity": "0",
                     *                 "pricing": {
                     *                   "type": "TYPE_USAGE",
                     *                   "price": "0.5",
                     *                   "tiers": []
                     *                 },
                     *                 "terms": [
                     *                   {
                     *                     "effectiveStartDate": "2031-04-14T15:00:00Z",
                     *                     "quantity": "0",
                     *                     "pricing": {
                     *                       "type": "TYPE_USAGE",
                     *                       "price": "0.5",
                     *                       "tiers": []
                     *                     }
                     *                   }
                     *                 ]
                     *               }
                     *             ],
                     *             "optionItems": []
                     *           }
                     *         ],
                     *         "customFields": [],
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantContractGetResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantContractList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantContractListRequest"];
            };
        };
        responses: {
            /** @description List contracts — as one tenant (operator): done. The body holds `contracts`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contracts": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000011",
                     *           "optionalId": "acme-2031",
                     *           "isDraft": false,
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "customerStaffId": "0193f2a0-5c3e-7a41-8b2d-00000000000c",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "version": 1,
                     *           "mainItems": [
                     *             {
                     *               "id": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "name": "Business plan",
                     *               "catalogItemId": "0193f2a0-5c3e-7a41-8b2d-000000000004",
                     *               "startDate": "2031-04-14T15:00:00Z",
                     *               "endDate": "2032-04-13T15:00:00Z",
                     *               "status": "STATUS_WAITING_ACTIVATION",
                     *               "cancellationDate": "",
                     *               "defaultContractTerm": {
                     *                 "value": 12,
                     *                 "unit": "UNIT_MONTHLY"
                     *               },
                     *               "availabilityCycle": {
                     *                 "value": 0,
                     *                 "unit": "UNIT_UNSPECIFIED"
                     *               },
                     *               "autoRenewal": {
                     *                 "type": "TYPE_DISABLED",
                     *                 "term": {
                     *                   "value": 0,
                     *                   "unit": "UNIT_UNSPECIFIED"
                     *                 }
                     *               },
                     *               "chargeItems": [
                     *                 {
                     *                   "id": "0193f2a0-5c3e-7b41-8b2d-000000000013",
                     *                   "optionalId": "",
                     *                   "catalogChargeItemId": "0193f2a0-5c3e-7a41-8b2d-000000000005",
                     *                   "name": "Base fee",
                     *                   "type": "TYPE_RECURRING",
                     *                   "usageUnitId": "",
                     *                   "billingCycle": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY"
                     *                   },
                     *                   "billingTiming": {
                     *                     "value": 0,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *                   },
                     *                   "billingDueTiming": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *                   },
                     *                   "billAllAtOnce": false,
                     *                   "startDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "endDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "taxPercentage": 10,
                     *                   "rounding": "ROUNDING_ROUND_DOWN",
                     *                   "quantity": "1",
                     *                   "pricing": {
                     *                     "type": "TYPE_FLAT_FEE",
                     *                     "price": "30000",
                     *                     "tiers": []
                     *                   },
                     *                   "terms": [
                     *                     {
                     *                       "effectiveStartDate": "2031-04-14T15:00:00Z",
                     *                       "quantity": "1",
                     *                       "pricing": {
                     *                         "type": "TYPE_FLAT_FEE",
                     *                         "price": "30000",
                     *                         "tiers": []
                     *                       }
                     *                     }
                     *                   ]
                     *                 },
                     *                 {
                     *                   "id": "0193f2a0-5c3e-7b41-8b2d-000000000014",
                     *                   "optionalId": "acme-seats",
                     *                   "catalogChargeItemId": "0193f2a0-5c3e-7a41-8b2d-000000000006",
                     *                   "name": "Seats",
                     *                   "type": "TYPE_RECURRING",
                     *                   "usageUnitId": "",
                     *                   "billingCycle": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY"
                     *                   },
                     *                   "billingTiming": {
                     *                     "value": 0,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *                   },
                     *                   "billingDueTiming": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *                   },
                     *                   "billAllAtOnce": false,
                     *                   "startDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "endDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "taxPercentage": 10,
                     *                   "rounding": "ROUNDING_ROUND_DOWN",
                     *                   "quantity": "10",
                     *                   "pricing": {
                     *                     "type": "TYPE_PER_UNIT",
                     *                     "price": "1200",
                     *                     "tiers": []
                     *                   },
                     *                   "terms": [
                     *                     {
                     *                       "effectiveStartDate": "2031-04-14T15:00:00Z",
                     *                       "quantity": "10",
                     *                       "pricing": {
                     *                         "type": "TYPE_PER_UNIT",
                     *                         "price": "1200",
                     *                         "tiers": []
                     *                       }
                     *                     }
                     *                   ]
                     *                 },
                     *                 {
                     *                   "id": "0193f2a0-5c3e-7b41-8b2d-000000000015",
                     *                   "optionalId": "acme-messages",
                     *                   "catalogChargeItemId": "0193f2a0-5c3e-7a41-8b2d-000000000007",
                     *                   "name": "Messages",
                     *                   "type": "TYPE_RECURRING",
                     *                   "usageUnitId": "0193f2a0-5c3e-7a41-8b2d-000000000003",
                     *                   "billingCycle": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY"
                     *                   },
                     *                   "billingTiming": {
                     *                     "value": 0,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *                   },
                     *                   "billingDueTiming": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *                   },
                     *                   "billAllAtOnce": false,
                     *                   "startDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "endDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "taxPercentage": 10,
                     *                   "rounding": "ROUNDING_ROUND_DOWN",
                     *                   "quantity": "0",
                     *                   "pricing": {
                     *                     "type": "TYPE_USAGE",
                     *                     "price": "0.5",
                     *                     "tiers": []
                     *                   },
                     *                   "terms": [
                     *                     {
                     *                       "effectiveStartDate": "2031-04-14T15:00:00Z",
                     *                       "quantity": "0",
                     *                       "pricing": {
                     *                         "type": "TYPE_USAGE",
                     *                         "price": "0.5",
                     *                         "tiers": []
                     *                       }
                     *                     }
                     *                   ]
                     *                 }
                     *               ],
                     *               "optionItems": []
                     *             }
                     *           ],
                     *           "customFields": [],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantContractListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantContractSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "conditions": {
                 *         "customerOptionalId": "acme-corp",
                 *         "isDraft": false
                 *       },
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantContractSearchRequest"];
            };
        };
        responses: {
            /** @description Search contracts — as one tenant (operator): done. The body holds `contracts`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contracts": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000011",
                     *           "optionalId": "acme-2031",
                     *           "isDraft": false,
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "customerStaffId": "0193f2a0-5c3e-7a41-8b2d-00000000000c",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "version": 1,
                     *           "mainItems": [
                     *             {
                     *               "id": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "name": "Business plan",
                     *               "catalogItemId": "0193f2a0-5c3e-7a41-8b2d-000000000004",
                     *               "startDate": "2031-04-14T15:00:00Z",
                     *               "endDate": "2032-04-13T15:00:00Z",
                     *               "status": "STATUS_WAITING_ACTIVATION",
                     *               "cancellationDate": "",
                     *               "defaultContractTerm": {
                     *                 "value": 12,
                     *                 "unit": "UNIT_MONTHLY"
                     *               },
                     *               "availabilityCycle": {
                     *                 "value": 0,
                     *                 "unit": "UNIT_UNSPECIFIED"
                     *               },
                     *               "autoRenewal": {
                     *                 "type": "TYPE_DISABLED",
                     *                 "term": {
                     *                   "value": 0,
                     *                   "unit": "UNIT_UNSPECIFIED"
                     *                 }
                     *               },
                     *               "chargeItems": [
                     *                 {
                     *                   "id": "0193f2a0-5c3e-7b41-8b2d-00000000001f",
                     *                   "optionalId": "",
                     *                   "catalogChargeItemId": "0193f2a0-5c3e-7a41-8b2d-000000000005",
                     *                   "name": "Base fee",
                     *                   "type": "TYPE_RECURRING",
                     *                   "usageUnitId": "",
                     *                   "billingCycle": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY"
                     *                   },
                     *                   "billingTiming": {
                     *                     "value": 0,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *                   },
                     *                   "billingDueTiming": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *                   },
                     *                   "billAllAtOnce": false,
                     *                   "startDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "endDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "taxPercentage": 10,
                     *                   "rounding": "ROUNDING_ROUND_DOWN",
                     *                   "quantity": "1",
                     *                   "pricing": {
                     *                     "type": "TYPE_FLAT_FEE",
                     *                     "price": "30000",
                     *                     "tiers": []
                     *                   },
                     *                   "terms": [
                     *                     {
                     *                       "effectiveStartDate": "2031-04-14T15:00:00Z",
                     *                       "quantity": "1",
                     *                       "pricing": {
                     *                         "type": "TYPE_FLAT_FEE",
                     *                         "price": "30000",
                     *                         "tiers": []
                     *                       }
                     *                     }
                     *                   ]
                     *                 },
                     *                 {
                     *                   "id": "0193f2a0-5c3e-7b41-8b2d-000000000020",
                     *                   "optionalId": "acme-seats",
                     *                   "catalogChargeItemId": "0193f2a0-5c3e-7a41-8b2d-000000000006",
                     *                   "name": "Seats",
                     *                   "type": "TYPE_RECURRING",
                     *                   "usageUnitId": "",
                     *                   "billingCycle": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY"
                     *                   },
                     *                   "billingTiming": {
                     *                     "value": 0,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *                   },
                     *                   "billingDueTiming": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *                   },
                     *                   "billAllAtOnce": false,
                     *                   "startDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "endDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "taxPercentage": 10,
                     *                   "rounding": "ROUNDING_ROUND_DOWN",
                     *                   "quantity": "10",
                     *                   "pricing": {
                     *                     "type": "TYPE_PER_UNIT",
                     *                     "price": "1200",
                     *                     "tiers": []
                     *                   },
                     *                   "terms": [
                     *                     {
                     *                       "effectiveStartDate": "2031-04-14T15:00:00Z",
                     *                       "quantity": "10",
                     *                       "pricing": {
                     *                         "type": "TYPE_PER_UNIT",
                     *                         "price": "1200",
                     *                         "tiers": []
                     *                       }
                     *                     }
                     *                   ]
                     *                 },
                     *                 {
                     *                   "id": "0193f2a0-5c3e-7b41-8b2d-000000000021",
                     *                   "optionalId": "acme-messages",
                     *                   "catalogChargeItemId": "0193f2a0-5c3e-7a41-8b2d-000000000007",
                     *                   "name": "Messages",
                     *                   "type": "TYPE_RECURRING",
                     *                   "usageUnitId": "0193f2a0-5c3e-7a41-8b2d-000000000003",
                     *                   "billingCycle": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY"
                     *                   },
                     *                   "billingTiming": {
                     *                     "value": 0,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *                   },
                     *                   "billingDueTiming": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *                   },
                     *                   "billAllAtOnce": false,
                     *                   "startDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "endDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "taxPercentage": 10,
                     *                   "rounding": "ROUNDING_ROUND_DOWN",
                     *                   "quantity": "0",
                     *                   "pricing": {
                     *                     "type": "TYPE_USAGE",
                     *                     "price": "0.5",
                     *                     "tiers": []
                     *                   },
                     *                   "terms": [
                     *                     {
                     *                       "effectiveStartDate": "2031-04-14T15:00:00Z",
                     *                       "quantity": "0",
                     *                       "pricing": {
                     *                         "type": "TYPE_USAGE",
                     *                         "price": "0.5",
                     *                         "tiers": []
                     *                       }
                     *                     }
                     *                   ]
                     *                 }
                     *               ],
                     *               "optionItems": []
                     *             }
                     *           ],
                     *           "customFields": [],
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantContractSearchResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCreditnoteCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "invoiceId": "0193f2a0-5c3e-7a41-8b2d-00000000001f",
                 *       "lines": [
                 *         {
                 *           "description": "値引き（年間契約特典）",
                 *           "amount": "500",
                 *           "taxPercentage": "10"
                 *         }
                 *       ],
                 *       "reason": "年間契約の特典",
                 *       "refund": "REFUND_OUTSIDE"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCreditnoteCreateRequest"];
            };
        };
        responses: {
            /** @description Issue a credit note (返還インボイス) against an issued invoice — as one tenant (operator): done. The body holds `creditNote`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "creditNote": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000021",
                     *         "creditNoteNumber": "CN00000002",
                     *         "invoiceId": "0193f2a0-5c3e-7a41-8b2d-00000000001f",
                     *         "invoiceNumber": "00000007",
                     *         "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *         "issueDate": "2031-04-30T15:00:00Z",
                     *         "originalIssueDate": "2031-04-30T15:00:00Z",
                     *         "saleStartDate": "2031-05-31T15:00:00Z",
                     *         "saleEndDate": "2031-06-29T15:00:00Z",
                     *         "lines": [
                     *           {
                     *             "description": "値引き（年間契約特典）",
                     *             "amount": "500",
                     *             "taxPercentage": "10"
                     *           }
                     *         ],
                     *         "taxes": [
                     *           {
                     *             "taxPercentage": "10",
                     *             "subtotal": "500",
                     *             "tax": "50"
                     *           }
                     *         ],
                     *         "subtotal": "500",
                     *         "tax": "50",
                     *         "total": "550",
                     *         "returnInvoiceRequired": false,
                     *         "reason": "年間契約の特典",
                     *         "refund": "REFUND_OUTSIDE",
                     *         "createTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCreditnoteCreateResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCreditnoteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-000000000021",
                 *       "format": "FORMAT_HTML"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCreditnoteDocumentRequest"];
            };
        };
        responses: {
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCreditnoteGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-000000000021"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCreditnoteGetRequest"];
            };
        };
        responses: {
            /** @description Get one credit note by id or by number — as one tenant (operator): done. The body holds `creditNote`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "creditNote": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000021",
                     *         "creditNoteNumber": "CN00000002",
                     *         "invoiceId": "0193f2a0-5c3e-7a41-8b2d-00000000001f",
                     *         "invoiceNumber": "00000007",
                     *         "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *         "issueDate": "2031-04-30T15:00:00Z",
                     *         "originalIssueDate": "2031-04-30T15:00:00Z",
                     *         "saleStartDate": "2031-05-31T15:00:00Z",
                     *         "saleEndDate": "2031-06-29T15:00:00Z",
                     *         "lines": [
                     *           {
                     *             "description": "値引き（年間契約特典）",
                     *             "amount": "500",
                     *             "taxPercentage": "10"
                     *           }
                     *         ],
                     *         "taxes": [
                     *           {
                     *             "taxPercentage": "10",
                     *             "subtotal": "500",
                     *             "tax": "50"
                     *           }
                     *         ],
                     *         "subtotal": "500",
                     *         "tax": "50",
                     *         "total": "550",
                     *         "returnInvoiceRequired": false,
                     *         "reason": "年間契約の特典",
                     *         "refund": "REFUND_OUTSIDE",
                     *         "createTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCreditnoteGetResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCreditnoteList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCreditnoteListRequest"];
            };
        };
        responses: {
            /** @description List credit notes, newest first — as one tenant (operator): done. The body holds `creditNotes`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "creditNotes": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000021",
                     *           "creditNoteNumber": "CN00000002",
                     *           "invoiceId": "0193f2a0-5c3e-7a41-8b2d-00000000001f",
                     *           "invoiceNumber": "00000007",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "issueDate": "2031-04-30T15:00:00Z",
                     *           "originalIssueDate": "2031-04-30T15:00:00Z",
                     *           "saleStartDate": "2031-05-31T15:00:00Z",
                     *           "saleEndDate": "2031-06-29T15:00:00Z",
                     *           "lines": [
                     *             {
                     *               "description": "値引き（年間契約特典）",
                     *               "amount": "500",
                     *               "taxPercentage": "10"
                     *             }
                     *           ],
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "500",
                     *               "tax": "50"
                     *             }
                     *           ],
                     *           "subtotal": "500",
                     *           "tax": "50",
                     *           "total": "550",
                     *           "returnInvoiceRequired": false,
                     *           "reason": "年間契約の特典",
                     *           "refund": "REFUND_OUTSIDE",
                     *           "createTime": "2031-04-10T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000020",
                     *           "creditNoteNumber": "CN00000001",
                     *           "invoiceId": "0193f2a0-5c3e-7a41-8b2d-00000000001f",
                     *           "invoiceNumber": "00000007",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "issueDate": "2031-04-30T15:00:00Z",
                     *           "originalIssueDate": "2031-04-30T15:00:00Z",
                     *           "saleStartDate": "2031-05-31T15:00:00Z",
                     *           "saleEndDate": "2031-06-29T15:00:00Z",
                     *           "lines": [
                     *             {
                     *               "description": "サービス障害による減額（3日分）",
                     *               "amount": "1000",
                     *               "taxPercentage": "10"
                     *             }
                     *           ],
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "1000",
                     *               "tax": "100"
                     *             }
                     *           ],
                     *           "subtotal": "1000",
                     *           "tax": "100",
                     *           "total": "1100",
                     *           "returnInvoiceRequired": false,
                     *           "reason": "6月2日〜4日のサービス停止の補償",
                     *           "refund": "REFUND_TO_CREDIT",
                     *           "createTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCreditnoteListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCustomerCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "name": "Initech KK",
                 *       "optionalId": "initech"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCustomerCreateRequest"];
            };
        };
        responses: {
            /** @description Create a customer — as one tenant (operator): done. The body holds `customer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "customer": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-00000000002a",
                     *         "optionalId": "initech",
                     *         "name": "Initech KK",
                     *         "crmAccountId": "",
                     *         "billingProfile": {
                     *           "invoicing": "INVOICING_PER_BILLING",
                     *           "closingDay": 0,
                     *           "holidayRule": "HOLIDAY_RULE_NONE",
                     *           "sendMethod": "SEND_METHOD_NONE",
                     *           "recipientStaffIds": []
                     *         },
                     *         "payerNames": [],
                     *         "virtualAccountNumber": "",
                     *         "directDebitMandate": {
                     *           "bankCode": "",
                     *           "branchCode": "",
                     *           "accountType": "ACCOUNT_TYPE_UNSPECIFIED",
                     *           "accountNumber": "",
                     *           "holderName": "",
                     *           "customerNumber": ""
                     *         },
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCustomerCreateResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCustomerGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "optionalId": "acme"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCustomerGetRequest"];
            };
        };
        responses: {
            /** @description Get a customer — as one tenant (operator): done. The body holds `customer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "customer": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *         "optionalId": "acme",
                     *         "name": "Acme KK",
                     *         "crmAccountId": "0015g00000XyZ1A",
                     *         "billingProfile": {
                     *           "invoicing": "INVOICING_PER_BILLING",
                     *           "closingDay": 0,
                     *           "holidayRule": "HOLIDAY_RULE_NONE",
                     *           "sendMethod": "SEND_METHOD_NONE",
                     *           "recipientStaffIds": []
                     *         },
                     *         "payerNames": [],
                     *         "virtualAccountNumber": "",
                     *         "directDebitMandate": {
                     *           "bankCode": "",
                     *           "branchCode": "",
                     *           "accountType": "ACCOUNT_TYPE_UNSPECIFIED",
                     *           "accountNumber": "",
                     *           "holderName": "",
                     *           "customerNumber": ""
                     *         },
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCustomerGetResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCustomerGetcredit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCustomerGetcreditRequest"];
            };
        };
        responses: {
            /** @description A customer's credit and its movements, newest first — as one tenant (operator): done. The body holds `credit`, `transactions`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "credit": "0",
                     *       "transactions": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-00000000015d",
                     *           "amount": "-1100",
                     *           "kind": "KIND_APPLIED",
                     *           "sourceId": "0193f2a0-5c3e-7b41-8b2d-00000000015e",
                     *           "invoiceId": "0193f2a0-5c3e-7a41-8b2d-00000000001f",
                     *           "memo": "applied to invoice 00000007",
                     *           "createTime": "2031-04-10T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-00000000015f",
                     *           "amount": "1100",
                     *           "kind": "KIND_CREDIT_NOTE",
                     *           "sourceId": "0193f2a0-5c3e-7a41-8b2d-000000000020",
                     *           "invoiceId": "0193f2a0-5c3e-7a41-8b2d-00000000001f",
                     *           "memo": "credit note CN00000001",
                     *           "createTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCustomerGetcreditResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCustomerList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCustomerListRequest"];
            };
        };
        responses: {
            /** @description List customers — as one tenant (operator): done. The body holds `customers`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "customers": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "optionalId": "acme",
                     *           "name": "Acme KK",
                     *           "crmAccountId": "0015g00000XyZ1A",
                     *           "billingProfile": {
                     *             "invoicing": "INVOICING_PER_BILLING",
                     *             "closingDay": 0,
                     *             "holidayRule": "HOLIDAY_RULE_NONE",
                     *             "sendMethod": "SEND_METHOD_NONE",
                     *             "recipientStaffIds": []
                     *           },
                     *           "payerNames": [],
                     *           "virtualAccountNumber": "",
                     *           "directDebitMandate": {
                     *             "bankCode": "",
                     *             "branchCode": "",
                     *             "accountType": "ACCOUNT_TYPE_UNSPECIFIED",
                     *             "accountNumber": "",
                     *             "holderName": "",
                     *             "customerNumber": ""
                     *           },
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCustomerListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCustomerSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "query": "corporation",
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCustomerSearchRequest"];
            };
        };
        responses: {
            /** @description Search a tenant's customers by name, management id or CRM account id (operator): done. The body holds `customers`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "customers": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "optionalId": "acme-corp",
                     *           "name": "Acme Corporation KK",
                     *           "crmAccountId": "0015g00000XyZ1A",
                     *           "billingProfile": {
                     *             "invoicing": "INVOICING_PER_BILLING",
                     *             "closingDay": 0,
                     *             "holidayRule": "HOLIDAY_RULE_NONE",
                     *             "sendMethod": "SEND_METHOD_NONE",
                     *             "recipientStaffIds": []
                     *           },
                     *           "payerNames": [],
                     *           "virtualAccountNumber": "",
                     *           "directDebitMandate": {
                     *             "bankCode": "",
                     *             "branchCode": "",
                     *             "accountType": "ACCOUNT_TYPE_UNSPECIFIED",
                     *             "accountNumber": "",
                     *             "holderName": "",
                     *             "customerNumber": ""
                     *           },
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCustomerSearchResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCustomerUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                 *       "billingProfile": {
                 *         "invoicing": "INVOICING_PER_BILLING",
                 *         "closingDay": 0,
                 *         "holidayRule": "HOLIDAY_RULE_NEXT_BUSINESS_DAY",
                 *         "sendMethod": "SEND_METHOD_NONE",
                 *         "recipientStaffIds": [
                 *           "0193f2a0-5c3e-7a41-8b2d-00000000000c"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCustomerUpdateRequest"];
            };
        };
        responses: {
            /** @description Update a customer — as one tenant (operator): done. The body holds `customer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "customer": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *         "optionalId": "acme-corp",
                     *         "name": "Acme Corporation KK",
                     *         "crmAccountId": "0015g00000XyZ1A",
                     *         "billingProfile": {
                     *           "invoicing": "INVOICING_PER_BILLING",
                     *           "closingDay": 0,
                     *           "holidayRule": "HOLIDAY_RULE_NEXT_BUSINESS_DAY",
                     *           "sendMethod": "SEND_METHOD_NONE",
                     *           "recipientStaffIds": [
                     *             "0193f2a0-5c3e-7a41-8b2d-00000000000c"
                     *           ]
                     *         },
                     *         "payerNames": [],
                     *         "virtualAccountNumber": "",
                     *         "directDebitMandate": {
                     *           "bankCode": "",
                     *           "branchCode": "",
                     *           "accountType": "ACCOUNT_TYPE_UNSPECIFIED",
                     *           "accountNumber": "",
                     *           "holderName": "",
                     *           "customerNumber": ""
                     *         },
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCustomerUpdateResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCustomerstaffCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000002a",
                 *       "name": {
                 *         "lastName": "経理",
                 *         "firstName": "花子"
                 *       },
                 *       "emailAddress": "keiri@initech.example"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCustomerstaffCreateRequest"];
            };
        };
        responses: {
            /** @description Create a customer staff member — as one tenant (operator): done. The body holds `customerStaff`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "customerStaff": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-00000000002b",
                     *         "optionalId": "",
                     *         "crmStaffId": "",
                     *         "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000002a",
                     *         "name": {
                     *           "lastName": "経理",
                     *           "firstName": "花子"
                     *         },
                     *         "department": "",
                     *         "title": "",
                     *         "emailAddress": "keiri@initech.example",
                     *         "phoneNumber": "",
                     *         "address": {
                     *           "zipCode": "",
                     *           "country": "COUNTRY_UNSPECIFIED",
                     *           "prefecture": "PREFECTURE_UNSPECIFIED",
                     *           "city": "",
                     *           "addressLines": []
                     *         },
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCustomerstaffCreateResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCustomerstaffList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "customerOptionalId": "acme-corp",
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCustomerstaffListRequest"];
            };
        };
        responses: {
            /** @description List the staff of a customer — as one tenant (operator): done. The body holds `customerStaffs`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "customerStaffs": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-00000000000c",
                     *           "optionalId": "acme-billing",
                     *           "crmStaffId": "",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "name": {
                     *             "lastName": "Sato",
                     *             "firstName": "Hanako"
                     *           },
                     *           "department": "Accounting",
                     *           "title": "",
                     *           "emailAddress": "billing@acme.example",
                     *           "phoneNumber": "",
                     *           "address": {
                     *             "zipCode": "",
                     *             "country": "COUNTRY_UNSPECIFIED",
                     *             "prefecture": "PREFECTURE_UNSPECIFIED",
                     *             "city": "",
                     *             "addressLines": []
                     *           },
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCustomerstaffListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantCustomerstaffUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-00000000002b",
                 *       "department": "経理部"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantCustomerstaffUpdateRequest"];
            };
        };
        responses: {
            /** @description Update a customer staff member — as one tenant (operator): done. The body holds `customerStaff`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "customerStaff": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-00000000002b",
                     *         "optionalId": "",
                     *         "crmStaffId": "",
                     *         "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000002a",
                     *         "name": {
                     *           "lastName": "経理",
                     *           "firstName": "花子"
                     *         },
                     *         "department": "経理部",
                     *         "title": "",
                     *         "emailAddress": "keiri@initech.example",
                     *         "phoneNumber": "",
                     *         "address": {
                     *           "zipCode": "",
                     *           "country": "COUNTRY_UNSPECIFIED",
                     *           "prefecture": "PREFECTURE_UNSPECIFIED",
                     *           "city": "",
                     *           "addressLines": []
                     *         },
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantCustomerstaffUpdateResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantDocumentDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-000000000018"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantDocumentDownloadRequest"];
            };
        };
        responses: {
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantDocumentSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "counterpartyName": "acme",
                 *       "pageSize": 2
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantDocumentSearchRequest"];
            };
        };
        responses: {
            /** @description Search the kept documents (電子帳簿保存法) by issue date, amount, counterparty and kind — as one tenant (operator): done. The body holds `documents`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "documents": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000018",
                     *           "kind": "KIND_INVOICE",
                     *           "number": "00000006",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "counterpartyName": "Acme Corporation KK",
                     *           "issueDate": "2031-04-30T15:00:00Z",
                     *           "total": "75240",
                     *           "sha256": ""
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000017",
                     *           "kind": "KIND_INVOICE",
                     *           "number": "00000005",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "counterpartyName": "Acme Corporation KK",
                     *           "issueDate": "2031-04-30T15:00:00Z",
                     *           "total": "75240",
                     *           "sha256": "9f2c4e1ab7d35608c1e2f3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8"
                     *         }
                     *       ],
                     *       "nextPageToken": "CgZvZmZzZXQSAjIw"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantDocumentSearchResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantEventGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-00000000001e"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantEventGetRequest"];
            };
        };
        responses: {
            /** @description Get an event — as one tenant (operator): done. The body holds `event`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-00000000001e",
                     *         "type": "customer.created",
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "data": {
                     *           "object": {
                     *             "id": "0193f2a0-5c3e-7a41-8b2d-00000000000d",
                     *             "optionalId": "globex",
                     *             "name": "Globex GK",
                     *             "crmAccountId": "",
                     *             "billingProfile": {
                     *               "invoicing": "INVOICING_PER_BILLING",
                     *               "closingDay": 0,
                     *               "holidayRule": "HOLIDAY_RULE_NONE",
                     *               "sendMethod": "SEND_METHOD_NONE",
                     *               "recipientStaffIds": []
                     *             },
                     *             "payerNames": [],
                     *             "virtualAccountNumber": "",
                     *             "directDebitMandate": {
                     *               "bankCode": "",
                     *               "branchCode": "",
                     *               "accountType": "ACCOUNT_TYPE_UNSPECIFIED",
                     *               "accountNumber": "",
                     *               "holderName": "",
                     *               "customerNumber": ""
                     *             },
                     *             "createTime": "2031-04-10T00:00:00.000Z",
                     *             "updateTime": "2031-04-10T00:00:00.000Z"
                     *           }
                     *         },
                     *         "previousAttributes": {}
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantEventGetResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantEventList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "types": [
                 *         "customer.created"
                 *       ],
                 *       "pageSize": 1
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantEventListRequest"];
            };
        };
        responses: {
            /** @description List events — as one tenant (operator): done. The body holds `events`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "events": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-00000000001e",
                     *           "type": "customer.created",
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "data": {
                     *             "object": {
                     *               "id": "0193f2a0-5c3e-7a41-8b2d-00000000000d",
                     *               "optionalId": "globex",
                     *               "name": "Globex GK",
                     *               "crmAccountId": "",
                     *               "billingProfile": {
                     *                 "invoicing": "INVOICING_PER_BILLING",
                     *                 "closingDay": 0,
                     *                 "holidayRule": "HOLIDAY_RULE_NONE",
                     *                 "sendMethod": "SEND_METHOD_NONE",
                     *                 "recipientStaffIds": []
                     *               },
                     *               "payerNames": [],
                     *               "virtualAccountNumber": "",
                     *               "directDebitMandate": {
                     *                 "bankCode": "",
                     *                 "branchCode": "",
                     *                 "accountType": "ACCOUNT_TYPE_UNSPECIFIED",
                     *                 "accountNumber": "",
                     *                 "holderName": "",
                     *                 "customerNumber": ""
                     *               },
                     *               "createTime": "2031-04-10T00:00:00.000Z",
                     *               "updateTime": "2031-04-10T00:00:00.000Z"
                     *             }
                     *           },
                     *           "previousAttributes": {}
                     *         }
                     *       ],
                     *       "nextPageToken": "CgZvZmZzZXQSAjIw"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantEventListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantExpectedbillingListbycontract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "optionalId": "acme-2031",
                 *       "pageSize": 2
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantExpectedbillingListbycontractRequest"];
            };
        };
        responses: {
            /** @description Expected billings of a contract after today (through the current term and one auto-renewal) — as one tenant (operator): done. The body holds `expectedBillings`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "expectedBillings": [
                     *         {
                     *           "billingDate": "2031-04-30T15:00:00Z",
                     *           "dueDate": "2031-06-29T15:00:00Z",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "subtotal": "42000",
                     *           "totalTaxAmount": "4200",
                     *           "total": "46200",
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "42000",
                     *               "tax": "4200"
                     *             }
                     *           ],
                     *           "items": [
                     *             {
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-000000000070",
                     *               "name": "Base fee",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-30T15:00:00Z",
                     *               "periodEnd": "2031-05-30T15:00:00Z",
                     *               "quantity": "1",
                     *               "unitPrice": "30000",
                     *               "subtotal": "30000",
                     *               "taxPercentage": "10"
                     *             },
                     *             {
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-000000000071",
                     *               "name": "Seats",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-04-30T15:00:00Z",
                     *               "periodEnd": "2031-05-30T15:00:00Z",
                     *               "quantity": "10",
                     *               "unitPrice": "1200",
                     *               "subtotal": "12000",
                     *               "taxPercentage": "10"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "billingDate": "2031-05-31T15:00:00Z",
                     *           "dueDate": "2031-07-30T15:00:00Z",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "subtotal": "42000",
                     *           "totalTaxAmount": "4200",
                     *           "total": "46200",
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "42000",
                     *               "tax": "4200"
                     *             }
                     *           ],
                     *           "items": [
                     *             {
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-000000000072",
                     *               "name": "Base fee",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-05-31T15:00:00Z",
                     *               "periodEnd": "2031-06-29T15:00:00Z",
                     *               "quantity": "1",
                     *               "unitPrice": "30000",
                     *               "subtotal": "30000",
                     *               "taxPercentage": "10"
                     *             },
                     *             {
                     *               "contractItemId": "0193f2a0-5c3e-7a41-8b2d-000000000012",
                     *               "contractChargeItemId": "0193f2a0-5c3e-7b41-8b2d-000000000073",
                     *               "name": "Seats",
                     *               "kind": "KIND_RECURRING",
                     *               "periodStart": "2031-05-31T15:00:00Z",
                     *               "periodEnd": "2031-06-29T15:00:00Z",
                     *               "quantity": "10",
                     *               "unitPrice": "1200",
                     *               "subtotal": "12000",
                     *               "taxPercentage": "10"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "nextPageToken": "CgZvZmZzZXQSAjIw"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantExpectedbillingListbycontractResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantInvoiceClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantInvoiceCloseRequest"];
            };
        };
        responses: {
            /** @description Issue now what the customer's next closing would — as one tenant (operator): done. The body holds `invoices`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoices": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-000000000157",
                     *           "invoiceNumber": "00000007",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "status": "STATUS_ISSUED",
                     *           "invoicing": "INVOICING_PER_BILLING",
                     *           "issueDate": "2031-04-30T15:00:00Z",
                     *           "dueDate": "2031-07-30T15:00:00Z",
                     *           "closingDate": "",
                     *           "billingIds": [
                     *             "0193f2a0-5c3e-7b41-8b2d-000000000158"
                     *           ],
                     *           "subtotal": "68400",
                     *           "tax": "6840",
                     *           "total": "75240",
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "68400",
                     *               "tax": "6840"
                     *             }
                     *           ],
                     *           "paidAmount": "0",
                     *           "balance": "75240",
                     *           "replacesInvoiceId": "0193f2a0-5c3e-7a41-8b2d-000000000018",
                     *           "voidReason": "",
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantInvoiceCloseResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantInvoiceDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-000000000018",
                 *       "format": "FORMAT_HTML"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantInvoiceDocumentRequest"];
            };
        };
        responses: {
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantInvoiceGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-000000000018"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantInvoiceGetRequest"];
            };
        };
        responses: {
            /** @description Get one invoice by id or by number — as one tenant (operator): done. The body holds `invoice`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoice": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000018",
                     *         "invoiceNumber": "00000006",
                     *         "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *         "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *         "status": "STATUS_ISSUED",
                     *         "invoicing": "INVOICING_PER_BILLING",
                     *         "issueDate": "2031-04-30T15:00:00Z",
                     *         "dueDate": "2031-07-30T15:00:00Z",
                     *         "closingDate": "",
                     *         "billingIds": [
                     *           "0193f2a0-5c3e-7b41-8b2d-000000000109"
                     *         ],
                     *         "subtotal": "68400",
                     *         "tax": "6840",
                     *         "total": "75240",
                     *         "taxes": [
                     *           {
                     *             "taxPercentage": "10",
                     *             "subtotal": "68400",
                     *             "tax": "6840"
                     *           }
                     *         ],
                     *         "paidAmount": "0",
                     *         "balance": "75240",
                     *         "replacesInvoiceId": "0193f2a0-5c3e-7a41-8b2d-000000000017",
                     *         "voidReason": "",
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantInvoiceGetResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantInvoiceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                 *       "pageSize": 2
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantInvoiceListRequest"];
            };
        };
        responses: {
            /** @description List invoices, newest first — as one tenant (operator): done. The body holds `invoices`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoices": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000018",
                     *           "invoiceNumber": "00000006",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "status": "STATUS_ISSUED",
                     *           "invoicing": "INVOICING_PER_BILLING",
                     *           "issueDate": "2031-04-30T15:00:00Z",
                     *           "dueDate": "2031-07-30T15:00:00Z",
                     *           "closingDate": "",
                     *           "billingIds": [
                     *             "0193f2a0-5c3e-7b41-8b2d-000000000107"
                     *           ],
                     *           "subtotal": "68400",
                     *           "tax": "6840",
                     *           "total": "75240",
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "68400",
                     *               "tax": "6840"
                     *             }
                     *           ],
                     *           "paidAmount": "0",
                     *           "balance": "75240",
                     *           "replacesInvoiceId": "0193f2a0-5c3e-7a41-8b2d-000000000017",
                     *           "voidReason": "",
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000017",
                     *           "invoiceNumber": "00000005",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "status": "STATUS_VOID",
                     *           "invoicing": "INVOICING_PER_BILLING",
                     *           "issueDate": "2031-04-30T15:00:00Z",
                     *           "dueDate": "2031-07-30T15:00:00Z",
                     *           "closingDate": "",
                     *           "billingIds": [
                     *             "0193f2a0-5c3e-7b41-8b2d-000000000108"
                     *           ],
                     *           "subtotal": "68400",
                     *           "tax": "6840",
                     *           "total": "75240",
                     *           "taxes": [
                     *             {
                     *               "taxPercentage": "10",
                     *               "subtotal": "68400",
                     *               "tax": "6840"
                     *             }
                     *           ],
                     *           "paidAmount": "0",
                     *           "balance": "75240",
                     *           "replacesInvoiceId": "",
                     *           "voidReason": "請求先の部署名の誤り",
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": "CgZvZmZzZXQSAjIw"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantInvoiceListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantInvoiceListdeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "invoiceId": "0193f2a0-5c3e-7a41-8b2d-00000000001f"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantInvoiceListdeliveriesRequest"];
            };
        };
        responses: {
            /** @description An invoice's e-mail messages — as one tenant (operator): done. The body holds `deliveries`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deliveries": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-000000000172",
                     *           "kind": "KIND_INVOICE",
                     *           "to": "billing@acme.example",
                     *           "status": "STATUS_PENDING",
                     *           "attempt": 0,
                     *           "response": "",
                     *           "reminderStep": 0,
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "sentTime": ""
                     *         },
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-000000000173",
                     *           "kind": "KIND_INVOICE",
                     *           "to": "billing@acme.example",
                     *           "status": "STATUS_PENDING",
                     *           "attempt": 0,
                     *           "response": "",
                     *           "reminderStep": 0,
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "sentTime": ""
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantInvoiceListdeliveriesResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantInvoiceSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-00000000001f",
                 *       "staffIds": [
                 *         "0193f2a0-5c3e-7a41-8b2d-00000000000c"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantInvoiceSendRequest"];
            };
        };
        responses: {
            /** @description Send an invoice by e-mail (again) — as one tenant (operator): done. The body holds `delivery`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "delivery": {
                     *         "id": "0193f2a0-5c3e-7b41-8b2d-000000000171",
                     *         "kind": "KIND_INVOICE",
                     *         "to": "billing@acme.example",
                     *         "status": "STATUS_PENDING",
                     *         "attempt": 0,
                     *         "response": "",
                     *         "reminderStep": 0,
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "sentTime": ""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantInvoiceSendResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantInvoiceTotals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "issueDateFrom": "2031-04-01",
                 *       "issueDateTo": "2031-06-30",
                 *       "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantInvoiceTotalsRequest"];
            };
        };
        responses: {
            /** @description What the invoices issued in a range of days add up to — as one tenant (operator): done. The body holds `count`, `subtotal`, `tax`, `total`, `paidAmount`, `balance`, `byStatus`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 5,
                     *       "subtotal": "204980",
                     *       "tax": "20498",
                     *       "total": "225478",
                     *       "paidAmount": "0",
                     *       "balance": "225478",
                     *       "byStatus": [
                     *         {
                     *           "status": "STATUS_ISSUED",
                     *           "count": 4,
                     *           "total": "200838",
                     *           "balance": "200838"
                     *         },
                     *         {
                     *           "status": "STATUS_SENT",
                     *           "count": 1,
                     *           "total": "24640",
                     *           "balance": "24640"
                     *         },
                     *         {
                     *           "status": "STATUS_VOID",
                     *           "count": 1,
                     *           "total": "75240",
                     *           "balance": "75240"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantInvoiceTotalsResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantInvoiceVoid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-000000000018",
                 *       "reason": "宛先の担当者の変更"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantInvoiceVoidRequest"];
            };
        };
        responses: {
            /** @description Void an invoice — as one tenant (operator): done. The body holds `invoice`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoice": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000018",
                     *         "invoiceNumber": "00000006",
                     *         "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *         "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *         "status": "STATUS_VOID",
                     *         "invoicing": "INVOICING_PER_BILLING",
                     *         "issueDate": "2031-04-30T15:00:00Z",
                     *         "dueDate": "2031-07-30T15:00:00Z",
                     *         "closingDate": "",
                     *         "billingIds": [
                     *           "0193f2a0-5c3e-7b41-8b2d-000000000156"
                     *         ],
                     *         "subtotal": "68400",
                     *         "tax": "6840",
                     *         "total": "75240",
                     *         "taxes": [
                     *           {
                     *             "taxPercentage": "10",
                     *             "subtotal": "68400",
                     *             "tax": "6840"
                     *           }
                     *         ],
                     *         "paidAmount": "0",
                     *         "balance": "75240",
                     *         "replacesInvoiceId": "0193f2a0-5c3e-7a41-8b2d-000000000017",
                     *         "voidReason": "宛先の担当者の変更",
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantInvoiceVoidResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantJournalExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "month": "2031-04",
                 *       "format": "FORMAT_CSV"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantJournalExportRequest"];
            };
        };
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantJournalList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "month": "2031-04",
                 *       "pageSize": 2
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantJournalListRequest"];
            };
        };
        responses: {
            /** @description The journal entries (仕訳) of a closed month — as one tenant (operator): done. The body holds `entries`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entries": [
                     *         {
                     *           "id": "INVOICE:0193f2a0-5c3e-7b41-8b2d-00000000016d",
                     *           "kind": "KIND_INVOICE",
                     *           "date": "2031-04-11",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "customerName": "Acme Corporation KK",
                     *           "documentNumber": "00000001",
                     *           "description": "請求書 00000001",
                     *           "lines": [
                     *             {
                     *               "side": "SIDE_DEBIT",
                     *               "account": "ACCOUNT_RECEIVABLE",
                     *               "accountName": "売掛金",
                     *               "amount": "24640",
                     *               "taxCategory": "対象外"
                     *             },
                     *             {
                     *               "side": "SIDE_CREDIT",
                     *               "account": "ACCOUNT_DEFERRED_REVENUE",
                     *               "accountName": "前受収益",
                     *               "amount": "22400",
                     *               "taxCategory": "課税売上10%"
                     *             },
                     *             {
                     *               "side": "SIDE_CREDIT",
                     *               "account": "ACCOUNT_TAX_RECEIVED",
                     *               "accountName": "仮受消費税",
                     *               "amount": "2240",
                     *               "taxCategory": "対象外"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "RECOGNITION:0193f2a0-5c3e-7b41-8b2d-00000000016e:2031-04",
                     *           "kind": "KIND_RECOGNITION",
                     *           "date": "2031-04-30",
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "customerName": "Acme Corporation KK",
                     *           "documentNumber": "00000001",
                     *           "description": "収益認識 00000001 2031-04",
                     *           "lines": [
                     *             {
                     *               "side": "SIDE_DEBIT",
                     *               "account": "ACCOUNT_DEFERRED_REVENUE",
                     *               "accountName": "前受収益",
                     *               "amount": "22400",
                     *               "taxCategory": "対象外"
                     *             },
                     *             {
                     *               "side": "SIDE_CREDIT",
                     *               "account": "ACCOUNT_SALES",
                     *               "accountName": "売上高",
                     *               "amount": "22400",
                     *               "taxCategory": "対象外"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantJournalListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantPaymentmethodList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantPaymentmethodListRequest"];
            };
        };
        responses: {
            /** @description List payment methods — as one tenant (operator): done. The body holds `paymentMethods`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "paymentMethods": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *           "optionalId": "bank",
                     *           "name": "Bank transfer",
                     *           "type": "TYPE_BANK_TRANSFER",
                     *           "holdInvoiceCreation": false,
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantPaymentmethodListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantProductList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantProductListRequest"];
            };
        };
        responses: {
            /** @description List products — as one tenant (operator): done. The body holds `products`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "products": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-000000000002",
                     *           "optionalId": "chat",
                     *           "name": "Team Chat",
                     *           "description": "Business chat and video calls for teams",
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantProductListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantReportReceivables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "asOf": "2031-04-30"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantReportReceivablesRequest"];
            };
        };
        responses: {
            /** @description Receivables aging per customer on a day — as one tenant (operator): done. The body holds `totals`, `customers`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totals": {
                     *         "current": "24640",
                     *         "days1To30": "0",
                     *         "days31To60": "0",
                     *         "days61To90": "0",
                     *         "over90": "0",
                     *         "total": "24640"
                     *       },
                     *       "customers": [
                     *         {
                     *           "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *           "customerName": "Acme Corporation KK",
                     *           "current": "24640",
                     *           "days1To30": "0",
                     *           "days31To60": "0",
                     *           "days61To90": "0",
                     *           "over90": "0",
                     *           "total": "24640"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantReportReceivablesResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantReportRevenue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "monthFrom": "2031-04",
                 *       "monthTo": "2031-04"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantReportRevenueRequest"];
            };
        };
        responses: {
            /** @description Revenue per closed month: invoiced, recognised, deferred, MRR and its movements — as one tenant (operator): done. The body holds `months`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "months": [
                     *         {
                     *           "month": "2031-04",
                     *           "invoiced": "22400",
                     *           "recognised": "22400",
                     *           "deferred": "0",
                     *           "mrr": "42000",
                     *           "newMrr": "42000",
                     *           "expansion": "0",
                     *           "contraction": "0",
                     *           "churned": "0"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantReportRevenueResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantTestclockAdvance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "to": "2031-05-01"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantTestclockAdvanceRequest"];
            };
        };
        responses: {
            /** @description Move the sandbox tenant's clock forward, running the daily jobs of every day it passes — as one tenant (operator): done. The body holds `now`, `billingsCreated`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2031-05-01T14:59:59.999Z",
                     *       "billingsCreated": 0
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantTestclockAdvanceResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantTestclockGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantTestclockGetRequest"];
            };
        };
        responses: {
            /** @description The sandbox tenant's clock — as one tenant (operator): done. The body holds `now`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2031-04-10T14:59:59.999Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantTestclockGetResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantV2ContractGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "id": "0193f2a0-5c3e-7a41-8b2d-000000000014"
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantV2ContractGetRequest"];
            };
        };
        responses: {
            /** @description Get a contract on a day of its service timeline — as one tenant (operator): done. The body holds `contract`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contract": {
                     *         "id": "0193f2a0-5c3e-7a41-8b2d-000000000014",
                     *         "optionalId": "acme-support",
                     *         "isDraft": false,
                     *         "customerId": "0193f2a0-5c3e-7a41-8b2d-00000000000b",
                     *         "customerStaffId": "0193f2a0-5c3e-7a41-8b2d-00000000000c",
                     *         "paymentMethodId": "0193f2a0-5c3e-7a41-8b2d-00000000000a",
                     *         "services": [
                     *           {
                     *             "id": "0193f2a0-5c3e-7b41-8b2d-000000000039",
                     *             "mainItem": {
                     *               "id": "0193f2a0-5c3e-7b41-8b2d-00000000003a",
                     *               "name": "Business plan",
                     *               "catalogItemId": "0193f2a0-5c3e-7a41-8b2d-000000000004",
                     *               "startDate": "2031-04-30T15:00:00Z",
                     *               "endDate": "2032-04-29T15:00:00Z",
                     *               "status": "STATUS_WAITING_ACTIVATION",
                     *               "cancellationDate": "",
                     *               "defaultContractTerm": {
                     *                 "value": 12,
                     *                 "unit": "UNIT_MONTHLY"
                     *               },
                     *               "availabilityCycle": {
                     *                 "value": 0,
                     *                 "unit": "UNIT_UNSPECIFIED"
                     *               },
                     *               "autoRenewal": {
                     *                 "type": "TYPE_DISABLED",
                     *                 "term": {
                     *                   "value": 0,
                     *                   "unit": "UNIT_UNSPECIFIED"
                     *                 }
                     *               },
                     *               "chargeItems": [
                     *                 {
                     *                   "id": "0193f2a0-5c3e-7b41-8b2d-00000000003b",
                     *                   "optionalId": "",
                     *                   "catalogChargeItemId": "0193f2a0-5c3e-7a41-8b2d-000000000005",
                     *                   "name": "Base fee",
                     *                   "type": "TYPE_RECURRING",
                     *                   "usageUnitId": "",
                     *                   "billingCycle": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY"
                     *                   },
                     *                   "billingTiming": {
                     *                     "value": 0,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *                   },
                     *                   "billingDueTiming": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *                   },
                     *                   "billAllAtOnce": false,
                     *                   "startDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "endDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "taxPercentage": 10,
                     *                   "rounding": "ROUNDING_ROUND_DOWN",
                     *                   "quantity": "1",
                     *                   "pricing": {
                     *                     "type": "TYPE_FLAT_FEE",
                     *                     "price": "30000",
                     *                     "tiers": []
                     *                   },
                     *                   "terms": [
                     *                     {
                     *                       "effectiveStartDate": "2031-04-30T15:00:00Z",
                     *                       "quantity": "1",
                     *                       "pricing": {
                     *                         "type": "TYPE_FLAT_FEE",
                     *                         "price": "30000",
                     *                         "tiers": []
                     *                       }
                     *                     }
                     *                   ]
                     *                 },
                     *                 {
                     *                   "id": "0193f2a0-5c3e-7b41-8b2d-00000000003c",
                     *                   "optionalId": "",
                     *                   "catalogChargeItemId": "0193f2a0-5c3e-7a41-8b2d-000000000006",
                     *                   "name": "Seats",
                     *                   "type": "TYPE_RECURRING",
                     *                   "usageUnitId": "",
                     *                   "billingCycle": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY"
                     *                   },
                     *                   "billingTiming": {
                     *                     "value": 0,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *                   },
                     *                   "billingDueTiming": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *                   },
                     *                   "billAllAtOnce": false,
                     *                   "startDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "endDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "taxPercentage": 10,
                     *                   "rounding": "ROUNDING_ROUND_DOWN",
                     *                   "quantity": "5",
                     *                   "pricing": {
                     *                     "type": "TYPE_PER_UNIT",
                     *                     "price": "1200",
                     *                     "tiers": []
                     *                   },
                     *                   "terms": [
                     *                     {
                     *                       "effectiveStartDate": "2031-04-30T15:00:00Z",
                     *                       "quantity": "5",
                     *                       "pricing": {
                     *                         "type": "TYPE_PER_UNIT",
                     *                         "price": "1200",
                     *                         "tiers": []
                     *                       }
                     *                     }
                     *                   ]
                     *                 },
                     *                 {
                     *                   "id": "0193f2a0-5c3e-7b41-8b2d-00000000003d",
                     *                   "optionalId": "",
                     *                   "catalogChargeItemId": "0193f2a0-5c3e-7a41-8b2d-000000000007",
                     *                   "name": "Messages",
                     *                   "type": "TYPE_RECURRING",
                     *                   "usageUnitId": "0193f2a0-5c3e-7a41-8b2d-000000000003",
                     *                   "billingCycle": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY"
                     *                   },
                     *                   "billingTiming": {
                     *                     "value": 0,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_DAY_1"
                     *                   },
                     *                   "billingDueTiming": {
                     *                     "value": 1,
                     *                     "unit": "UNIT_MONTHLY",
                     *                     "monthlyOption": "MONTHLY_OPTION_LAST_DAY_OF_MONTH"
                     *                   },
                     *                   "billAllAtOnce": false,
                     *                   "startDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "endDailyRate": {
                     *                     "type": "TYPE_DAILY_RATE",
                     *                     "fixedRateValue": ""
                     *                   },
                     *                   "taxPercentage": 10,
                     *                   "rounding": "ROUNDING_ROUND_DOWN",
                     *                   "quantity": "0",
                     *                   "pricing": {
                     *                     "type": "TYPE_USAGE",
                     *                     "price": "0.5",
                     *                     "tiers": []
                     *                   },
                     *                   "terms": [
                     *                     {
                     *                       "effectiveStartDate": "2031-04-30T15:00:00Z",
                     *                       "quantity": "0",
                     *                       "pricing": {
                     *                         "type": "TYPE_USAGE",
                     *                         "price": "0.5",
                     *                         "tiers": []
                     *                       }
                     *                     }
                     *                   ]
                     *                 }
                     *               ]
                     *             },
                     *             "optionItems": []
                     *           }
                     *         ],
                     *         "customFields": [],
                     *         "createTime": "2031-04-10T00:00:00.000Z",
                     *         "updateTime": "2031-04-10T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantV2ContractGetResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantWebhookendpointList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantWebhookendpointListRequest"];
            };
        };
        responses: {
            /** @description List webhook endpoints — as one tenant (operator): done. The body holds `webhookEndpoints`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "webhookEndpoints": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7a41-8b2d-00000000001d",
                     *           "url": "http://127.0.0.1:8787/billing-events",
                     *           "eventTypes": [
                     *             "billing.created",
                     *             "payment.recorded"
                     *           ],
                     *           "description": "Accounting system",
                     *           "status": "STATUS_ENABLED",
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "updateTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantWebhookendpointListResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    adminV1TenantWebhookendpointListdeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerId": "0193f2a0-5c3e-7a41-8b2d-000000000001",
                 *       "environment": "ENVIRONMENT_SANDBOX",
                 *       "webhookEndpointId": "0193f2a0-5c3e-7a41-8b2d-00000000001d",
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["AdminV1TenantWebhookendpointListdeliveriesRequest"];
            };
        };
        responses: {
            /** @description List an endpoint’s deliveries — as one tenant (operator): done. The body holds `deliveries`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deliveries": [
                     *         {
                     *           "id": "0193f2a0-5c3e-7b41-8b2d-000000000154",
                     *           "eventId": "0193f2a0-5c3e-7a41-8b2d-00000000001e",
                     *           "eventType": "customer.created",
                     *           "attempt": 0,
                     *           "status": "STATUS_PENDING",
                     *           "responseStatus": 0,
                     *           "durationMs": 0,
                     *           "createTime": "2031-04-10T00:00:00.000Z",
                     *           "nextAttemptTime": "2031-04-10T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextPageToken": ""
                     *     }
                     */
                    "application/json": components["schemas"]["AdminV1TenantWebhookendpointListdeliveriesResponseBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
}
