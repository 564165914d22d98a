/**
 * Generated from docs/openapi.json by scripts/api-types.mjs (openapi-typescript). Do not edit: run `npm run openapi`
 * (or `node scripts/api-types.mjs --write`). Use it through frontend/src/lib/api-types.ts.
 */

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public magazine page (HTML): the home page, a theme page, /about or /premium, rendered on the server
         * @description The answers of the public reads the page shows are embedded as a `script` element of type application/json with id `initial-queries`. Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key). Without a built frontend: 404.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["PublicPagesController_page[0]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/about": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public magazine page (HTML): the home page, a theme page, /about or /premium, rendered on the server
         * @description The answers of the public reads the page shows are embedded as a `script` element of type application/json with id `initial-queries`. Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key). Without a built frontend: 404.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["PublicPagesController_page[8]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the API keys, newest first, with who created each, when, when it was last used and whether it is revoked
         * @description Paged newest first: limit items (default 20, at most 50); when more follow, the X-Next-Cursor header holds the cursor to pass as before for the next page (absent on the last page). The first page (without before) carries X-Total-Count: how many items match; when more than 10,000 match, it carries X-Total-Count-Over: 10000 instead (the count stops there). Ordered by (created_at, id). q: words each found (any case) in the name, the prefix or the creator's email.
         *
         *     Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        get: operations["ApiKeysController_list"];
        put?: never;
        /**
         * Create an API key that works for expires_in_days days (default 90, at most 365); the answer holds the key, shown this once (only its hash is stored)
         * @description Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        post: operations["ApiKeysController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key: its next call answers 401, in every process
         * @description Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        post: operations["ApiKeysController_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of audit rows newest first, with the actor emails
         * @description Paged newest first: limit items (default 20, at most 50); when more follow, the X-Next-Cursor header holds the cursor to pass as before for the next page (absent on the last page). The first page (without before) carries X-Total-Count: how many items match; when more than 10,000 match, it carries X-Total-Count-Over: 10000 instead (the count stops there). Ordered by (at, id). q: words each found (any case) in the action, the subject kind, the actor's email or the API key's name.
         *
         *     Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        get: operations["AuditLogController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open staff invitations (pending or expired unused), newest first
         * @description Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        get: operations["AdminInvitationsController_list"];
        put?: never;
        /**
         * Invite an address to a staff role: a single-use link, valid 7 days, is mailed to it
         * @description Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        post: operations["AdminInvitationsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail an open invitation again, with a new link (the earlier one stops working) and a new 7-day expiry
         * @description Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        post: operations["AdminInvitationsController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an open invitation: its link stops working
         * @description Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        post: operations["AdminInvitationsController_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/articles/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a published article to every confirmed subscriber, once per article (audited)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["NewsletterAdminController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/articles/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail the article's newsletter to the signed-in staff member only, marked [Test] (audited)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["NewsletterAdminController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/sends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sends, newest first, with recipients, sent, failed, skipped and still pending
         * @description Paged newest first: limit items (default 20, at most 50); when more follow, the X-Next-Cursor header holds the cursor to pass as before for the next page (absent on the last page). The first page (without before) carries X-Total-Count: how many items match; when more than 10,000 match, it carries X-Total-Count-Over: 10000 instead (the count stops there).
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["NewsletterAdminController_sends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subscribers with their status, newest first (status and address words filter on the server)
         * @description Paged newest first: limit items (default 20, at most 50); when more follow, the X-Next-Cursor header holds the cursor to pass as before for the next page (absent on the last page). The first page (without before) carries X-Total-Count: how many items match; when more than 10,000 match, it carries X-Total-Count-Over: 10000 instead (the count stops there). q matches parts of the address.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["NewsletterAdminController_subscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/subscribers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Erase a subscriber for good (a request to be forgotten): the address, its sign-up and its deliveries; audited newsletter.erase, by id only
         * @description Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        delete: operations["NewsletterAdminController_erase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/subscribers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every subscriber as CSV (email, status, created_at, confirmed_at, unsubscribed_at); audited newsletter.export
         * @description Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        get: operations["NewsletterAdminController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/weekly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the weekly digest now: the articles published since the last digest, to every confirmed subscriber (audited)
         * @description Takes this week's digest if the schedule has not sent it yet, else next week's (so the schedule does not send it again).
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["NewsletterAdminController_weekly"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the accounts (read-only), for administrators
         * @description Paged newest first: limit items (default 20, at most 50); when more follow, the X-Next-Cursor header holds the cursor to pass as before for the next page (absent on the last page). The first page (without before) carries X-Total-Count: how many items match; when more than 10,000 match, it carries X-Total-Count-Over: 10000 instead (the count stops there). The page is {users: [...]}. sort orders the list (registered: newest first; last-login: latest first, never signed in last; email: A to Z, with a cursor of its own kind); plan keeps free or premium members; q: words each found (any case) in the email or the name.
         *
         *     Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        get: operations["AdminUsersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Lower an account's role (admin → editor → member); a staff role is given by invitation only
         * @description Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        put: operations["AdminInvitationsController_changeRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Turn off an account's two-step sign-in (a lost phone): the owner is mailed; nothing to turn off is no error
         * @description Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        delete: operations["AdminTwoFactorController_reset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every account, premium and free members: the Users tab's tiles (count queries)
         * @description Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        get: operations["AdminUsersController_counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ads, newest first: readers get every active one (optionally for one target page), staff a page of every ad
         * @description Readers' answers come from the public read cache (emptied by the cache queue when an ad changes) and may be kept by browsers but are revalidated every time (Cache-Control: public, no-cache; ETag, so an unchanged list is a 304); limit, before and q are for staff (readers' answers hold every active ad). Staff: Paged newest first: limit items (default 20, at most 50); when more follow, the X-Next-Cursor header holds the cursor to pass as before for the next page (absent on the last page). The first page (without before) carries X-Total-Count: how many items match; when more than 10,000 match, it carries X-Total-Count-Over: 10000 instead (the count stops there). q: words each found (any case) in the title or the link.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["AdsController_list"];
        put?: never;
        /**
         * Create an ad (active); an image given as a data URL is stored as a file
         * @description PNG, JPEG, GIF or WebP up to 5 MB, recognised from the bytes (SVG and other files are refused); re-encoded to WebP without metadata.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["AdsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an ad: fields left out keep their value
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        put: operations["AdsController_update"];
        post?: never;
        /**
         * Delete an ad (and its uploaded image when nothing else uses it)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        delete: operations["AdsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{id}/toggle-status": {
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
         * Switch an ad on or off
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        patch: operations["AdsController_toggle"];
        trace?: never;
    };
    "/api/ads/conflicts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Places where more than one active ad competes (a page and a position, or its featured slot): readers see only the newest
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["AdsController_conflicts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store an ad image; use the answered imageUrl as the ad's image_url
         * @description PNG, JPEG, GIF or WebP up to 5 MB, recognised from the bytes (SVG and other files are refused); re-encoded to WebP without metadata.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["AdsController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/article-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count one reading of a published article (sent by the article page with sendBeacon)
         * @description Kept as a daily count per article only: no cookie is set or read, no address or user agent stored; bots (by User-Agent) are not counted, nor a repeat from the same client (address and user agent, recognised by a keyed hash whose key changes daily) for the same article within the hour: that answers 204 too. 404 for an article that is not published.
         *
         *     Who may call: Anyone. API keys cannot call it.
         */
        post: operations["AnalyticsController_articleView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email-change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use an address-change link (opened from the new address's mail, in any browser): the account moves to the new address
         * @description Who may call: Anyone. API keys cannot call it.
         */
        post: operations["AccountEmailController_confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: the address's account (new or existing) gets this name and password and the invited role, every other session of it ends; sets the session cookie
         * @description Who may call: Anyone. API keys cannot call it.
         */
        post: operations["InvitationLinkController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitations/inspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a working invitation link offers (address, role, expiry); the token travels in the body, never in a URL
         * @description Who may call: Anyone. API keys cannot call it.
         */
        post: operations["InvitationLinkController_inspect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff sign-in; sets the session cookie
         * @description Who may call: Anyone. API keys cannot call it.
         */
        post: operations["StaffAuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session and clear the cookie
         * @description Who may call: Anyone. API keys cannot call it.
         */
        post: operations["StaffAuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["StaffAuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password-reset link (the answer never says whether the address has an account)
         * @description Who may call: Anyone. API keys cannot call it.
         */
        post: operations["AccountEmailController_requestReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use a reset link: new password, every session of the account ends
         * @description Who may call: Anyone. API keys cannot call it.
         */
        post: operations["AccountEmailController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/inspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a reset link still works (the page says so before the new password is typed); uses nothing
         * @description Who may call: Anyone. API keys cannot call it.
         */
        post: operations["AccountEmailController_inspectReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff registration (kept for the spec's callers): always refused, because staff accounts are created by invitation
         * @description An administrator invites an address (POST /api/admin/invitations); the invitee sets the password at POST /api/auth/invitations/accept.
         *
         *     Who may call: Anyone. API keys cannot call it.
         */
        post: operations["StaffAuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start Stripe Checkout for a plan; answers the address to send the member to
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["BillingController_checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff figures for the Users tab: paying members, MRR, new and cancelled this month, and the plan and status of the accounts asked for
         * @description Who may call: Administrators only (session cookie). API keys cannot call it.
         */
        get: operations["BillingController_members"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The billing mode (stripe or demo) and the plans with their prices
         * @description Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["BillingController_plansView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the Stripe Customer Portal (change card, switch plan, cancel); answers its address
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["BillingController_portal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's premium now and newest subscription (the page after checkout polls this until it is confirmed)
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["BillingController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's webhook: signed events about checkouts, subscriptions and invoices
         * @description The Stripe-Signature header is checked against the raw body (STRIPE_WEBHOOK_SECRET). Each event id is handled once; the subscription is read again from Stripe, so late or out-of-order events only re-apply its current state.
         *
         *     Who may call: Anyone. API keys cannot call it.
         */
        post: operations["BillingController_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/auth/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the signed-in account to a new address (the password asked again): a link is mailed to the new address, and the account moves when it is opened (POST /api/auth/email-change/confirm); 3 an hour
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["CommunityAuthController_changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Member sign-in; sets the session cookie
         * @description Who may call: Anyone. API keys cannot call it.
         */
        post: operations["CommunityAuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session and clear the cookie
         * @description Who may call: Anyone. API keys cannot call it.
         */
        post: operations["CommunityAuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["CommunityAuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in account's password (the current one asked again): every other session ends, this one stays; the account's API keys stop working; the owner is mailed
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["CommunityAuthController_changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a member account and sign in
         * @description Who may call: Anyone. API keys cannot call it.
         */
        post: operations["CommunityAuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/auth/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out every other browser and device of the signed-in account (this one stays signed in); members and staff
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["CommunityAuthController_signOutOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/auth/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether two-step sign-in is on for the signed-in account
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["TwoFactorController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/auth/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-step sign-in off (the password asked again); mails the owner
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["TwoFactorController_disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/auth/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-step sign-in on with the app's current code: answers ten recovery codes (shown this once), ends the account's other sessions, mails the owner
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["TwoFactorController_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/auth/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ten new recovery codes in place of the old ones (the password asked again)
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["TwoFactorController_recoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/auth/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new secret for an authenticator app (the password asked again); pending until POST .../enable proves it with a code
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["TwoFactorController_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's active goal
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["GoalsController_current"];
        put?: never;
        /**
         * Set a new active goal (the active one is archived first); publishes GoalSet
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["GoalsController_set"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/goals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit the text of one of the member's goals (active or archived)
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        put: operations["GoalsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/goals/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive one of the member's goals
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["GoalsController_archive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/goals/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive the active goal and set a new one; publishes GoalSet
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["GoalsController_archiveAndSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/goals/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every goal of the member, active and archived, newest first
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["GoalsController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/insights/{id}/is-pinned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether one of the member's insights is pinned (404 for another member's)
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["InsightsController_isPinned"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/insights/pin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pin one of the member's insights (idempotent)
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["InsightsController_pin"];
        /**
         * Unpin one of the member's insights (idempotent)
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        delete: operations["InsightsController_unpin"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/insights/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's coach replies as they are written (text/event-stream)
         * @description Server-Sent Events. `ready` once the stream listens (read the journal again then: replies written before it are not sent); `reply` with `{"entry_id": number, "aiResponses": InsightView[]}` when a reply to one of the member's entries is stored. A comment every 25 s; the stream ends after 5 minutes and the browser reconnects (retry: 3000).
         *
         *     Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["ReplyStreamController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the member's journal entries, newest first (the latest page without before)
         * @description Paged newest first: limit items (default 20, at most 50); when more follow, the X-Next-Cursor header holds the cursor to pass as before for the next page (absent on the last page). The first page (without before) carries X-Total-Count: how many items match. Ordered by (created_at, id): entries written between two pages neither repeat nor skip an entry. A page also stops before 96 KB of entries (so an answer stays under 100 KB however long the entries are); X-Next-Cursor is then present although fewer than limit entries came. q (full text over title, text and tags: every word must start a word of the entry, English stemming), tag, privacy, pinned, month (with tz) and summaries narrow the list on the server; they page the same way. Only the caller's own entries are ever read.
         *
         *     Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["JournalController_list"];
        put?: never;
        /**
         * Write an entry (JSON with image_url as a data URL, or multipart with an `image` file); publishes EntryCreated
         * @description Photos: JPEG, PNG, GIF, WebP (HEIC/AVIF where readable), up to 10 MB; type read from the bytes; stored re-encoded as WebP without metadata.
         *
         *     Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["JournalController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/journal-library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's saved reports linked to a journal entry, newest first
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["LibraryController_journalLibrary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/journal-library/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a saved report (id = saved report id) from the library
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        delete: operations["LibraryController_removeSaved"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/journal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one of the member's entries (fields left out stay as they are)
         * @description Photos: JPEG, PNG, GIF, WebP (HEIC/AVIF where readable), up to 10 MB; type read from the bytes; stored re-encoded as WebP without metadata.
         *
         *     Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        put: operations["JournalController_update"];
        post?: never;
        /**
         * Delete one of the member's entries (and its photo)
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        delete: operations["JournalController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/journal/months": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The months with entries, newest first, with how many entries each has (a count query; the journal's month filter)
         * @description Months in tz (the member's time zone, default UTC); summaries=false counts only what the member wrote.
         *
         *     Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["JournalController_months"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/journal/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a journal photo; use the answered imageUrl as an entry's image_url
         * @description Photos: JPEG, PNG, GIF, WebP (HEIC/AVIF where readable), up to 10 MB; type read from the bytes; stored re-encoded as WebP without metadata.
         *
         *     Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["JournalController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's saved reports, newest first
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["LibraryController_library"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/library/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a report from the library (id = premium content id)
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        delete: operations["LibraryController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/library/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a published premium report to the library, optionally linked to one of the member's entries
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["LibraryController_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/library/save/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a published premium report (id = premium content id) to the library
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["LibraryController_saveById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/momentum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's momentum over the last 30 days (spec 2 §9): figures and the message of each figure's tier
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["MomentumController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's profile
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["ProfileController_get"];
        put?: never;
        post?: never;
        /**
         * Delete the account for good: its Stripe subscriptions end first (the Stripe customer is deleted), then sessions, entries, goals, saved reports and uploaded photos; publishes MemberDeleted; clears the cookie
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        delete: operations["ProfileController_remove"];
        options?: never;
        head?: never;
        /**
         * Change the member's profile settings: coach_tone (direct, encouraging or analytical), upgrade_offer_hidden (the upgrade card put away) and/or name
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        patch: operations["ProfileController_update"];
        trace?: never;
    };
    "/api/community/profile/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your data: everything kept about the signed-in member, as a JSON file to download
         * @description The account and its open sessions, every journal entry (with the full addresses of their photos), coach reply and recommendation, goal, saved report and subscription, the newsletter sign-up and the activity feed, oldest first (format flying50-member-data/1). Sent as an attachment, written as it is read (a long journal is never held whole); 10 an hour.
         *
         *     Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["MemberDataController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/profile/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The demo upgrade: premium at once, free (demo mode only; with Stripe settings premium is bought through POST /api/billing/checkout)
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        put: operations["ProfileController_upgrade"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/profile/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the profile photo (JPEG, PNG, GIF or WebP, up to 5 MB; stored re-encoded as WebP without metadata)
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        post: operations["ProfileController_uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/auto-initialize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The admin dashboard's initialisation on entry: the current editorial cycle and which weeks have content
         * @description Reads only (never calls the model, never writes), so it is safe to call on every entry.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["ContentController_autoInitialize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/default-prompt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The default brief (system prompt) and its version, and the generation stages
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["ContentController_defaultPrompt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/editorial-cycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Apple News+ planner: the six weeks of a cycle with status and the published or suggested title
         * @description Statuses follow spec 1 §4. `on` is the editor's calendar day (the browser's today in Europe/London); `cyclesAgo` goes back a cycle per Previous Cycle press.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["ContentController_editorialCycle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a content package and answer with it when it is stored (about 1-2 minutes)
         * @description Runs as a job on the generation queue. Send a new requestId (UUID) to follow the stages at GET /api/content/generate/progress/{requestId}.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["ContentController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/generate/progress/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stage of a running generation (kept 15 minutes after it ends, in the memory of the process that took the POST)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["ContentController_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/generations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the published (not archived) generations, newest first, as summaries
         * @description Paged newest first: limit items (default 20, at most 50); when more follow, the X-Next-Cursor header holds the cursor to pass as before for the next page (absent on the last page). The first page (without before) carries X-Total-Count: how many items match; when more than 10,000 match, it carries X-Total-Count-Over: 10000 instead (the count stops there). Ordered by (created_at, id). q: words each found (any case) in the topic. Each item is a summary: the article, formats and images come with GET /api/content/generations/{id}.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["ContentController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/generations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One generation
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["ContentController_get"];
        /**
         * Change one or more fields by name (text trimmed, blank refused, objects merged key by key)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        put: operations["ContentController_update"];
        post?: never;
        /**
         * Delete a generation for good
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        delete: operations["ContentController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/generations/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move a generation to the archive
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        put: operations["ContentController_archive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/generations/archived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the archived generations, newest first, as summaries
         * @description Paged newest first: limit items (default 20, at most 50); when more follow, the X-Next-Cursor header holds the cursor to pass as before for the next page (absent on the last page). The first page (without before) carries X-Total-Count: how many items match; when more than 10,000 match, it carries X-Total-Count-Over: 10000 instead (the count stops there). Ordered by (created_at, id). q: words each found (any case) in the topic. Each item is a summary: the article, formats and images come with GET /api/content/generations/{id}.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["ContentController_archived"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Database and queue state; 503 when either is down
         * @description Anyone gets the states (a load balancer, a monitor); staff (a session or a staff API key) also get why and where: the error texts and the edges' purge addresses, which name internal hosts.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a subscription with the token of the mailed link (once)
         * @description Who may call: Anyone. API keys cannot call it.
         */
        post: operations["NewsletterController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign an address up: stored as pending, a confirmation link (/newsletter/confirm?token=…) is mailed
         * @description The answer is the same for every valid address, new or already on the list, so it says nothing about who is subscribed. A pending address is mailed a new link (the older one stops working); a confirmed address is left as it is and mailed that it is already subscribed.
         *
         *     Who may call: Anyone. API keys cannot call it.
         */
        post: operations["NewsletterController_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The List-Unsubscribe address opened in a browser (mail programs without one-click do that): a page with one Unsubscribe button
         * @description Opening it changes nothing (link checkers and previews open links); its button posts the one-click body to the POST below, which then answers a page.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["NewsletterController_unsubscribePage"];
        put?: never;
        /**
         * Unsubscribe at once, no sign-in: the one-click POST of RFC 8058 (List-Unsubscribe-Post) and the button of /newsletter/unsubscribe
         * @description The token is in the address (the List-Unsubscribe header and the link in every newsletter carry it). Mail programs send the body "List-Unsubscribe=One-Click" urlencoded, which this route alone accepts (and ignores). Unsubscribing twice answers the same.
         *
         *     Who may call: Anyone. API keys cannot call it.
         */
        post: operations["NewsletterController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pexels/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search real photographs (Pexels)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["PexelsController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/premium-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the premium items, newest first, as summaries (no text): members see published ones, staff drafts too
         * @description Paged newest first: limit items (default 20, at most 50); when more follow, the X-Next-Cursor header holds the cursor to pass as before for the next page (absent on the last page). The first page (without before) carries X-Total-Count: how many items match; when more than 10,000 match, it carries X-Total-Count-Over: 10000 instead (the count stops there). Ordered by (created_at, id): items written between two pages neither repeat nor skip an item. theme (the theme an item is matched to) and q (every word must start a word of the topic, subtitle, deck or a headline) narrow the list on the server and page the same way. Each item is a PremiumContentSummary: the text comes only with the item (GET /api/premium-content/{id}), and only for premium members and staff.
         *
         *     Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["PremiumController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/premium-content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One premium item: members see published items, staff drafts and archived ones too
         * @description Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["PremiumController_get"];
        /**
         * Edit: {topic, system_prompt}, {long_form_article} or {topic, headlines, apple_news_deck, long_form_article}
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        put: operations["PremiumController_update"];
        post?: never;
        /**
         * Delete a premium item for readers (it is archived)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        delete: operations["PremiumController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/premium-content/{id}/enhance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rewrite one premium item with the AI engine (same topic, theme, day and brief); the old item is deleted once the new one is stored
         * @description A generation like POST /generate (same limits and errors); 404 for a missing or deleted item.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["PremiumController_enhance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/premium-content/archived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the deleted (archived) premium items, newest first, as summaries (no text)
         * @description Paged newest first: limit items (default 20, at most 50); when more follow, the X-Next-Cursor header holds the cursor to pass as before for the next page (absent on the last page). The first page (without before) carries X-Total-Count: how many items match; when more than 10,000 match, it carries X-Total-Count-Over: 10000 instead (the count stops there). theme and q as for GET /api/premium-content.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["PremiumController_archived"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/premium-content/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete (archive) every item a filtered list shows: the Premium tab's "select all", on the server's set, loaded or not
         * @description theme and q as for GET /api/premium-content (at least one). expected_count: the X-Total-Count of that list the editor confirmed; when a different number matches now, nothing is deleted (409 with the count now). One audit row (premium.bulk-delete).
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["PremiumController_bulkDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/premium-content/bulk-delete-theme/{theme}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete (archive) every premium item of a theme
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        delete: operations["PremiumController_bulkDeleteTheme"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/premium-content/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a premium coaching roadmap and answer with it when it is stored (about 1-2 minutes)
         * @description A job on the generation queue, like POST /api/content/generate: send a new requestId (UUID) and poll GET /api/content/generate/progress/{requestId}. editorial_theme must be one of the six themes; without forceCreate a theme that already has premium content answers 409.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["PremiumController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/premium-content/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ten newest premium items (published and drafts)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["PremiumController_recent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/premium-content/regenerate-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate the newest premium item of each theme (one after another; the old one is deleted once its replacement is stored)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["PremiumController_regenerateAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/premium-content/theme-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Premium items per theme (matched by editorial_theme, then topic, then keywords)
         * @description Counted as GET /api/premium-content lists them: members published items, staff drafts too. One count query, never the rows.
         *
         *     Who may call: Signed-in users (session cookie): members' own data. API keys cannot call it.
         */
        get: operations["PremiumController_themeCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publisher/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest published articles as summaries (no body), newest first: 24 unless limit says (1-50); before pages on
         * @description Each item is a ReaderArticleSummary (staff: StaffArticleSummary); the body comes only with the article (GET /api/website-content/{idOrSlug}). The next page: before = the published_at and id of the last item, joined by "_" (a cursor on (publish date, id): articles published meanwhile neither repeat nor skip an article); fewer than limit items: the last page. The first pages are Served from the public read cache (emptied by the cache queue when content changes): Cache-Control public, no-cache and an ETag (an unchanged answer is a 304); brotli or gzip when accepted.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["PublisherController_articles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publisher/articles/{id}/related": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A few published articles of the same theme as the article (summaries, newest first); none for an unknown article
         * @description Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["ArticleListsController_related"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publisher/most-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The most read published articles of the last 30 days (limit 1-10, default 3): only articles read at least 3 times; empty until then
         * @description The same summaries (no body) as GET /api/publisher/articles. Cached for up to a minute (Cache-Control: public, no-cache; ETag).
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["AnalyticsController_mostRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publisher/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full-text search of published articles (English stemming, ranked: title, then description, then body), with highlighted snippets
         * @description q is required (blank: 400 "Enter a word or phrase to search for."); limit 1-20 (default 20; more is a 400), offset from 0. Drafts, scheduled and deleted articles are never found. The query is answered normalised (spaces collapsed, lower case); the same normalised search is answered from a short cache (30 s) and says so in X-Search-Cache. Snippets are made from the first part of each article only.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["SearchController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publisher/themes/{theme}/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a theme's published articles as summaries, newest first (12 unless limit says, 1-50)
         * @description The theme page's list and its "Load more": before = the next_cursor of the page before (a cursor on (publish date, id), so articles published between two pages neither repeat nor skip an article). The first page is served from the public read cache (ETag, brotli/gzip); staff get StaffArticleSummary items.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["ArticleListsController_theme"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/theme-heros/{theme}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A theme page's hero: training, nutrition, recovery, mindset, gear or racing (other names 404)
         * @description Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["ThemeHeroController_get"];
        /**
         * Set a theme page's hero: {custom_title, custom_image_url, is_active}; fields left out keep their value
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        put: operations["ThemeHeroController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the articles that are not deleted (drafts, scheduled and published), newest first, as summaries (no body)
         * @description Paged newest first: limit items (default 20, at most 50); when more follow, the X-Next-Cursor header holds the cursor to pass as before for the next page (absent on the last page). The first page (without before) carries X-Total-Count: how many items match; when more than 10,000 match, it carries X-Total-Count-Over: 10000 instead (the count stops there). Ordered by (created_at, id): articles written between two pages neither repeat nor skip an article. theme (the theme an article is matched to) and q (every word must start a word of the title or deck) narrow the list on the server and page the same way. Each item is a StaffArticleSummary: the body comes only with the article (GET /api/website-content/{idOrSlug}).
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["WebsiteController_list"];
        put?: never;
        /**
         * Manual Create: a hand-written draft (title, article and editorial theme required; slug from the title when absent)
         * @description Stored as a draft, invisible to readers until published. A slug another article has (or had) is 409.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["WebsiteController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish now, or schedule with a future publish_at (status scheduled; published by a job at that time)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["WebsiteController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saved versions of an article, newest first (each is the article before a save)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        get: operations["WebsiteController_revisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/{id}/revisions/{revision}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a revision's fields back (the current version is saved as a revision first; the slug stays)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["WebsiteController_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/{id}/set-featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pin an article to the featured list (shown there once published)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["WebsiteController_setFeatured"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/{id}/set-hero": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a published article the hero (only one at a time); a draft is 409
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["WebsiteController_setHero"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Back to draft (published or scheduled); no longer hero
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["WebsiteController_unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/{id}/unset-featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unpin an article from the featured list
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["WebsiteController_unsetFeatured"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/{id}/update-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new featured image by image search for the title; answers the article
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["WebsiteController_updateImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/{idOrSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One article by id or slug: published for everyone, any status for staff
         * @description An old slug (before a rename) answers 200 with the article and `redirect_to`, its current slug. Anything a reader may not see is 404. Readers (anonymous, members, content API keys) get each article as a ReaderArticleView; staff (editors, admins, staff API keys) get the WebsiteContentView, which adds the staff-only editorial fields, fresh and never cached. Readers' answers: Served from the public read cache (emptied by the cache queue when content changes): Cache-Control public, no-cache and an ETag (an unchanged answer is a 304); brotli or gzip when accepted.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["WebsiteController_get"];
        /**
         * Edit: {topic, system_prompt} or {title, long_form_article, meta_description, featured_image, category, subtitle} (and slug, tags)
         * @description Empty fields keep their old value. Every save keeps the previous version as a revision. A slug another article has (or had) is 409.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        put: operations["WebsiteController_update"];
        post?: never;
        /**
         * Delete an article for readers (it is archived; no longer hero or featured)
         * @description Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        delete: operations["WebsiteController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 12 newest featured published articles, as summaries (no body)
         * @description Readers (anonymous, members, content API keys) get each article as a ReaderArticleSummary (no body: it comes with the article alone); staff (editors, admins, staff API keys) get the StaffArticleSummary, which adds the staff-only editorial fields, fresh and never cached. Served from the public read cache (emptied by the cache queue when content changes): Cache-Control public, no-cache and an ETag (an unchanged answer is a 304); brotli or gzip when accepted.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["WebsiteController_featured"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a website article (800-1200 words) and answer with the stored draft (about 1-2 minutes)
         * @description A job on the generation queue, like POST /api/content/generate: send a new requestId (UUID) and poll GET /api/content/generate/progress/{requestId}.
         *
         *     Who may call: Staff: editors and admins (session cookie) or a staff API key.
         */
        post: operations["WebsiteController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/hero": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hero article (published) as a summary (no body), or nulls
         * @description Readers (anonymous, members, content API keys) get each article as a ReaderArticleSummary (no body: it comes with the article alone); staff (editors, admins, staff API keys) get the StaffArticleSummary, which adds the staff-only editorial fields, fresh and never cached. Served from the public read cache (emptied by the cache queue when content changes): Cache-Control public, no-cache and an ETag (an unchanged answer is a 304); brotli or gzip when accepted.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["WebsiteController_hero"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 14 newest published articles, as summaries (no body)
         * @description Readers (anonymous, members, content API keys) get each article as a ReaderArticleSummary (no body: it comes with the article alone); staff (editors, admins, staff API keys) get the StaffArticleSummary, which adds the staff-only editorial fields, fresh and never cached. Served from the public read cache (emptied by the cache queue when content changes): Cache-Control public, no-cache and an ETag (an unchanged answer is a 304); brotli or gzip when accepted.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["WebsiteController_latest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-content/theme-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published articles per theme
         * @description Served from the public read cache (emptied by the cache queue when content changes): Cache-Control public, no-cache and an ETag (an unchanged answer is a 304); brotli or gzip when accepted.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["WebsiteController_themeCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/{idOrSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The article page (HTML): head tags (title, description, keywords, Open Graph, Twitter, canonical, JSON-LD Article) and the rendered article
         * @description Published articles only. The article JSON is embedded (as the answer of the page query) in a `script` element of type application/json with id `initial-queries`. The one address of a page is its current slug: an old slug or the numeric id of the article answers 301 to it (the query string kept; Cache-Control public, max-age=300, and the article's surrogate key, so a rename purges it at the edge); a deleted (archived) article 410 and anything else 404, both with the 'Article Not Found' page (noindex, not cached). Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key).
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["ArticlePageController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/premium": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public magazine page (HTML): the home page, a theme page, /about or /premium, rendered on the server
         * @description The answers of the public reads the page shows are embedded as a `script` element of type application/json with id `initial-queries`. Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key). Without a built frontend: 404.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["PublicPagesController_page[9]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publisher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public magazine page (HTML): the home page, a theme page, /about or /premium, rendered on the server
         * @description The answers of the public reads the page shows are embedded as a `script` element of type application/json with id `initial-queries`. Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key). Without a built frontend: 404.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["PublicPagesController_page[1]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publisher/gear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public magazine page (HTML): the home page, a theme page, /about or /premium, rendered on the server
         * @description The answers of the public reads the page shows are embedded as a `script` element of type application/json with id `initial-queries`. Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key). Without a built frontend: 404.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["PublicPagesController_page[6]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publisher/mindset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public magazine page (HTML): the home page, a theme page, /about or /premium, rendered on the server
         * @description The answers of the public reads the page shows are embedded as a `script` element of type application/json with id `initial-queries`. Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key). Without a built frontend: 404.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["PublicPagesController_page[5]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publisher/nutrition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public magazine page (HTML): the home page, a theme page, /about or /premium, rendered on the server
         * @description The answers of the public reads the page shows are embedded as a `script` element of type application/json with id `initial-queries`. Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key). Without a built frontend: 404.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["PublicPagesController_page[3]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publisher/racing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public magazine page (HTML): the home page, a theme page, /about or /premium, rendered on the server
         * @description The answers of the public reads the page shows are embedded as a `script` element of type application/json with id `initial-queries`. Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key). Without a built frontend: 404.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["PublicPagesController_page[7]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publisher/recovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public magazine page (HTML): the home page, a theme page, /about or /premium, rendered on the server
         * @description The answers of the public reads the page shows are embedded as a `script` element of type application/json with id `initial-queries`. Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key). Without a built frontend: 404.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["PublicPagesController_page[4]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publisher/training": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public magazine page (HTML): the home page, a theme page, /about or /premium, rendered on the server
         * @description The answers of the public reads the page shows are embedded as a `script` element of type application/json with id `initial-queries`. Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key). Without a built frontend: 404.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["PublicPagesController_page[2]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * robots.txt: staff, member and account areas and the API are off limits; points at the sitemap
         * @description Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["DiscoveryController_robots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rss.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RSS 2.0 feed of the 50 newest published articles
         * @description Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["DiscoveryController_rss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rss/{theme}.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RSS 2.0 feed of one theme: training, nutrition, recovery, mindset, gear, racing (others 404)
         * @description Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["DiscoveryController_themeRss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sitemap index (sitemaps.org): /sitemaps/pages.xml and one /sitemaps/articles-N.xml per SITEMAP_FILE_URLS (default 10,000, at most 50,000) published articles, each with its lastmod (the newest change of its articles)
         * @description Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["DiscoveryController_sitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemaps/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sitemap file: pages.xml (the home, about, premium and theme pages) or articles-N.xml (published articles by id, lastmod: their last change)
         * @description Article files are streamed from PostgreSQL in batches (gzip when accepted); their ETag changes with any article change.
         *
         *     Who may call: Anyone. Content and staff API keys may call it.
         */
        get: operations["DiscoveryController_sitemapFile"];
        put?: never;
        post?: never;
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
        AcceptInvitationDto: {
            /**
             * Format: password
             * @description Must equal password
             */
            confirmPassword: string;
            /** @example Sam Editor */
            name: string;
            /** Format: password */
            password: string;
            /** @description The token of the e-mailed link */
            token: string;
        };
        ActivityRecord: {
            /** Format: date-time */
            at: string;
            details: {
                [key: string]: unknown;
            };
            /** @description What happened ('UserRegistered', 'EntryCreated', ...) */
            kind: string;
        };
        AdConflictsAnswer: {
            conflicts: components["schemas"]["AdConflictView"][];
        };
        AdConflictView: {
            /** @description The ads competing there, newest (the one shown) first */
            ads: components["schemas"]["ConflictingAd"][];
            /**
             * @description The page ('All pages' ads count on every page)
             * @enum {string}
             */
            page: "home" | "publisher" | "library" | "premium-content" | "website-articles" | "apple-news" | "journal";
            /** @description 'featured', or a square ad's position (1 Top, 2 Middle, 3 Bottom) */
            slot: "featured" | (1 | 2 | 3);
        };
        AdDeleted: {
            id: number;
            /** @example Ad deleted */
            message: string;
            success: boolean;
        };
        AdDto: {
            /**
             * @default square
             * @enum {string}
             */
            format?: "square" | "featured";
            /** @description https image address, /uploads/<name>.webp from POST /api/ads/upload-image, or a data URL (PNG, JPEG, GIF, WebP; up to 5 MB), stored as a file */
            image_url?: string | null;
            /** @description http or https address the ad opens */
            link_url?: string | null;
            /**
             * @description Square ads only: 1 Top, 2 Middle, 3 Bottom
             * @default 1
             * @enum {number|null}
             */
            position?: 1 | 2 | 3 | null;
            target_pages?: ("home" | "publisher" | "library" | "premium-content" | "website-articles" | "apple-news" | "journal" | "all-pages")[] | null;
            title?: string | null;
            /**
             * @description Ignored: the ad is recorded as created by the signed-in user
             * @example 1
             */
            user_id?: number | null;
        };
        AdImageAnswer: {
            /** @example /uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp */
            imageUrl: string;
            /** @example /uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp */
            url: string;
        };
        AdminUserViewDto: {
            /** Format: date-time */
            created_at: string;
            /** @example pat@example.com */
            email: string;
            email_verified: boolean;
            /** @example 1 */
            id: number;
            is_premium: boolean;
            /** Format: date-time */
            last_login_at: string | null;
            /** @example Pat Runner */
            name: string | null;
            profile_image_url: string | null;
            /**
             * @description member, or the staff role an accepted invitation granted
             * @enum {string}
             */
            role: "member" | "editor" | "admin";
            /** @description Two-step sign-in is on (an administrator can turn it off for a lost phone) */
            two_factor: boolean;
            /** @description A staff account that has to turn on two-step sign-in (STAFF_TWO_FACTOR=required) before its role gives access: until then a member's access */
            two_factor_needed: boolean;
        };
        AdView: {
            created_at: string;
            /** @enum {string} */
            format: "square" | "featured";
            id: number;
            image_url: string;
            is_active: boolean;
            link_url: string | null;
            /** @enum {number|null} */
            position: 1 | 2 | 3 | null;
            target_pages: ("home" | "publisher" | "library" | "premium-content" | "website-articles" | "apple-news" | "journal" | "all-pages")[];
            title: string | null;
            updated_at: string;
            /** @description The staff member who made it (null in readers' answers) */
            user_id: number | null;
        };
        ApiKeyView: {
            /** Format: date-time */
            created_at: string;
            /** @example 1 */
            created_by: number;
            /** @example ada@example.com */
            created_by_email: string;
            /** @example Ada Admin */
            created_by_name: string | null;
            /** Format: date-time */
            expires_at: string;
            /** @example 3 */
            id: number;
            /**
             * Format: date-time
             * @description Updated at most once a minute
             */
            last_used_at: string | null;
            /** @example Partner app */
            name: string;
            /**
             * @description The first characters of the key, to recognise it
             * @example f50_content_Ab3dE9…
             */
            prefix: string;
            /** @example false */
            revoked: boolean;
            /** Format: date-time */
            revoked_at: string | null;
            /**
             * @description admin: revoked from the list; password-changed, role-removed, account-deleted: its creator's password changed, staff role ended or account was deleted
             * @enum {string|null}
             */
            revoked_reason: "admin" | "password-changed" | "role-removed" | "account-deleted" | null;
            /**
             * @example content
             * @enum {string}
             */
            scope: "content" | "staff";
            /**
             * @description paused: STAFF_TWO_FACTOR=required and its creator has not turned on two-step sign-in; it works again once they do
             * @enum {string}
             */
            status: "active" | "paused" | "expired" | "revoked";
        };
        ArchiveResult: {
            generation: components["schemas"]["GenerationView"];
            /** @example Content archived */
            message: string;
            success: boolean;
        };
        ArticlePageView: {
            /** @description Staff get StaffArticleSummary items */
            items: components["schemas"]["ReaderArticleSummary"][];
            /**
             * @description Pass as before to read the next page; null: this is the last page
             * @example 2026-11-23T10:00:00.000Z_42
             */
            next_cursor: string | null;
        };
        ArticleViewDto: {
            /**
             * @description The published article read
             * @example 12
             */
            article_id: number;
        };
        AuditRow: {
            /** @example website.publish */
            action: string;
            actor_email: string | null;
            actor_id: number | null;
            /** @description The API key the change was made with (actor_id is then null) */
            api_key_id: number | null;
            /** @description The API key's name, while it exists */
            api_key_name: string | null;
            /** Format: date-time */
            at: string;
            details: {
                [key: string]: unknown;
            };
            id: number;
            subject_id: number | null;
            /** @example website */
            subject_kind: string;
        };
        AutoInitializeView: {
            /** @example 2025-07-14 */
            anchor: string;
            /** Format: date */
            cycle_ends_on: string;
            /** Format: date */
            cycle_starts_on: string;
            generation_id: number | null;
            /** @description A published generation exists for the current week in this cycle */
            has_content: boolean;
            message: string;
            success: boolean;
            /** @enum {string} */
            theme: "Training & Performance" | "Nutrition & Fueling" | "Recovery & Health" | "Mindset & Motivation" | "Gear & Tech" | "Racing & Strategy";
            /** @example Europe/London */
            time_zone: string;
            week: number;
            /** Format: date */
            week_ends_on: string;
            /** Format: date */
            week_starts_on: string;
            weeks: components["schemas"]["CycleWeekView"][];
        };
        BillingMembersView: {
            /** @description The newest subscription of each account asked for in user_ids that has one */
            members: components["schemas"]["MemberPlanView"][];
            totals: components["schemas"]["BillingTotalsView"];
        };
        BillingPlansView: {
            /**
             * @description stripe: premium is paid through Stripe Checkout; demo: the demo upgrade toggle
             * @enum {string}
             */
            mode: "stripe" | "demo";
            plans: components["schemas"]["PlanView"][];
        };
        BillingStatusView: {
            /** @description Premium now (what the member can read) */
            is_premium: boolean;
            /** @enum {string} */
            mode: "stripe" | "demo";
            /** @description The member's newest subscription */
            subscription: components["schemas"]["SubscriptionView"] | null;
        };
        BillingTotalsView: {
            /** @description Subscriptions ended or set to cancel this calendar month (UTC) */
            cancelled_this_month: number;
            /** @description Monthly recurring revenue in pence (annual plans count a twelfth) */
            mrr_pence: number;
            /** @description Subscriptions started this calendar month (UTC) */
            new_this_month: number;
            /** @description Subscriptions being paid for (active or past_due) */
            paying_members: number;
        };
        BulkDeletePremiumDto: {
            /** @description The list's X-Total-Count the editor confirmed: when another count matches now, nothing is deleted (409) */
            expected_count?: number;
            /** @description The search of the list (as GET /api/premium-content?q=) */
            q?: string;
            /**
             * @description The theme of the list (as GET /api/premium-content?theme=)
             * @enum {string}
             */
            theme?: "Training & Performance" | "Nutrition & Fueling" | "Recovery & Health" | "Mindset & Motivation" | "Gear & Tech" | "Racing & Strategy";
        };
        BulkDeleteResult: {
            /** @description The ids deleted (archived) */
            deleted: number[];
            /** @example Deleted 3 Training & Performance articles */
            message: string;
            success: boolean;
        };
        ChangeEmailDto: {
            /** @example pat@example.com */
            email: string;
            /** Format: password */
            password: string;
        };
        ChangePasswordDto: {
            /**
             * Format: password
             * @description Must equal password
             */
            confirmPassword: string;
            /**
             * Format: password
             * @description The password the account has now
             */
            currentPassword: string;
            /** Format: password */
            password: string;
        };
        ChangeRoleDto: {
            /**
             * @description Only lowers a role: a staff role is given by invitation
             * @example member
             * @enum {string}
             */
            role: "member" | "editor" | "admin";
        };
        CheckoutDto: {
            /**
             * @description monthly (£9.99 a month) or annual
             * @enum {string}
             */
            plan: "monthly" | "annual";
        };
        CoachReplyRecord: {
            coach_tone: string;
            /** Format: date-time */
            created_at: string;
            is_pinned: boolean;
            /** @description The entry it answers */
            journal_entry_id: number;
            /** Format: date-time */
            pinned_at: string | null;
            recommendations: components["schemas"]["RecommendationRecord"][];
            reply: string;
            /** @description 'model' or 'rules' (written from the journal's figures) */
            source: string;
        };
        CommunityRegisterDto: {
            /**
             * Format: password
             * @description Must equal password
             */
            confirmPassword: string;
            /** @example pat@example.com */
            email: string;
            /** @example Pat Runner */
            name: string;
            /** Format: password */
            password: string;
        };
        ConfirmPasswordDto: {
            /** Format: password */
            password: string;
        };
        ConfirmSubscriptionDto: {
            /** @description The token of the e-mailed link */
            token: string;
        };
        ConflictingAd: {
            id: number;
            title: string | null;
        };
        CreateApiKeyDto: {
            /**
             * @description Days until the key expires
             * @default 90
             */
            expires_in_days?: number;
            /**
             * @description Who or what uses the key
             * @example Partner app
             */
            name: string;
            /**
             * @description content: reads the published magazine (public GET routes); staff: also an editor's staff routes (never users, keys, the audit log or members' data)
             * @example content
             * @enum {string}
             */
            scope: "content" | "staff";
        };
        CreatedApiKey: {
            /** Format: date-time */
            created_at: string;
            /** @example 1 */
            created_by: number;
            /** @example ada@example.com */
            created_by_email: string;
            /** @example Ada Admin */
            created_by_name: string | null;
            /** Format: date-time */
            expires_at: string;
            /** @example 3 */
            id: number;
            /**
             * @description The key; it is stored only as a hash and never shown again
             * @example f50_content_Ab3dE9kq0LJcZ7W2mR5xY1vT8nH4sP6uQ0oI3eK2aB7
             */
            key: string;
            /**
             * Format: date-time
             * @description Updated at most once a minute
             */
            last_used_at: string | null;
            /** @example Partner app */
            name: string;
            /**
             * @description The first characters of the key, to recognise it
             * @example f50_content_Ab3dE9…
             */
            prefix: string;
            /** @example false */
            revoked: boolean;
            /** Format: date-time */
            revoked_at: string | null;
            /**
             * @description admin: revoked from the list; password-changed, role-removed, account-deleted: its creator's password changed, staff role ended or account was deleted
             * @enum {string|null}
             */
            revoked_reason: "admin" | "password-changed" | "role-removed" | "account-deleted" | null;
            /**
             * @example content
             * @enum {string}
             */
            scope: "content" | "staff";
            /**
             * @description paused: STAFF_TWO_FACTOR=required and its creator has not turned on two-step sign-in; it works again once they do
             * @enum {string}
             */
            status: "active" | "paused" | "expired" | "revoked";
        };
        CreatedSendView: {
            /** @example 3 */
            id: number;
            /** @description Confirmed subscribers the send goes to */
            recipients: number;
            /** @enum {string} */
            status: "sending" | "empty";
        };
        CreateEntryDto: {
            /** @example Felt strong on the climbs today. */
            content: string;
            /**
             * @description user_entry: a chat message; journal: the journal form
             * @default journal
             * @enum {string}
             */
            entry_type?: "user_entry" | "journal";
            /** @description JSON only: the photo as a data URL (data:image/jpeg;base64,...), or the imageUrl answered by POST /api/community/journal/upload-image; null or empty: no photo */
            image_url?: string | null;
            /**
             * @description In multipart forms: 'true' or 'false'
             * @default false
             */
            is_private?: boolean;
            /** @description In multipart forms: JSON text, e.g. ["Training"] */
            tags?: ("Training" | "Mindset" | "Nutrition" | "Race Day" | "Recovery" | "Life Balance")[];
            /**
             * @description Trimmed; optional ('' when left out)
             * @example Long run in the hills
             */
            title?: string;
        };
        CreateInvitationDto: {
            /** @example pat@example.com */
            email: string;
            /**
             * @example editor
             * @enum {string}
             */
            role: "editor" | "admin";
        };
        CreateWebsiteDto: {
            category?: string;
            /** @enum {string} */
            editorial_theme: "Training & Performance" | "Nutrition & Fueling" | "Recovery & Health" | "Mindset & Motivation" | "Gear & Tech" | "Racing & Strategy";
            /** @description An http(s) address or an upload (/uploads/...) */
            featured_image?: string;
            long_form_article: string;
            meta_description?: string;
            /** @description Lowercase letters, numbers and hyphens; from the title when absent */
            slug?: string;
            subtitle?: string;
            /** @example Hill repeats after 50 */
            title: string;
        };
        CurrentGoals: {
            /** @description The active goal's text */
            goal: string | null;
            /** @description The active goals (at most one) */
            goals: components["schemas"]["GoalView"][];
        };
        CycleWeekView: {
            /**
             * Format: date
             * @description Sunday
             */
            ends_on: string;
            /** @description The newest published generation for the week in this cycle */
            generation_id: number | null;
            /**
             * Format: date
             * @description Monday
             */
            starts_on: string;
            /**
             * @description published: a published generation for this week was made inside this cycle; archived: only archived ones were; missed: a past week without one since planning began (the first generation); not-started: a past week before that (a fresh install misses nothing); current: this week without one; suggested: a later week
             * @enum {string}
             */
            status: "published" | "missed" | "not-started" | "current" | "suggested" | "archived";
            /** @enum {string} */
            theme: "Training & Performance" | "Nutrition & Fueling" | "Recovery & Health" | "Mindset & Motivation" | "Gear & Tech" | "Racing & Strategy";
            /** @description The published generation's first headline (or topic), else the theme's suggested title */
            title: string;
            /** @enum {string} */
            title_source: "published" | "suggested";
            week: number;
        };
        DatabaseHealth: {
            /** @description Why it is down (to staff only: it can name internal hosts) */
            detail?: string;
            /** @enum {string} */
            status: "up" | "down";
        };
        DefaultPrompt: {
            stages: ("queued" | "writing" | "images" | "checking" | "saving" | "done")[];
            /** @description The default brief (placeholder of the custom prompt) */
            system_prompt: string;
            /** @example content-package.v1 */
            version: string;
        };
        DeleteResult: {
            id: number;
            /** @example Website content deleted */
            message: string;
            success: boolean;
            /** @description The deleted article's title (kept in the audit log too) */
            title: string | null;
        };
        Done: {
            success: boolean;
        };
        EdgeHealth: {
            nodes: components["schemas"]["EdgeNodeHealth"][];
            /**
             * @description none: no CACHE_PURGE_URLS; failing: some edge did not take its last purge
             * @enum {string}
             */
            status: "ok" | "failing" | "none";
        };
        EdgeNodeHealth: {
            /** @description Why the last purge failed, until one works again (to staff only) */
            last_error?: string | null;
            /** Format: date-time */
            last_failure_at: string | null;
            /** Format: date-time */
            last_success_at: string | null;
            /** @description Purges given up after every try (the edge may show old answers until s-maxage runs out) */
            purges_lost: number;
            /**
             * @description failing: the last purge at this edge failed (it is tried again)
             * @enum {string}
             */
            status: "ok" | "failing";
            /** @description The purge address (CACHE_PURGE_URLS), without credentials (to staff only) */
            url?: string;
        };
        EditorialCycleView: {
            /** @description Today's week of the current cycle */
            current_week: number;
            /** Format: date */
            cycle_ends_on: string;
            /** Format: date */
            cycle_starts_on: string;
            cycles_ago: number;
            /**
             * @description 'Current Cycle' or 'Cycle N weeks ago'
             * @example Current Cycle
             */
            label: string;
            /**
             * Format: date
             * @description The day the cycle was computed for (Europe/London)
             */
            today: string;
            weeks: components["schemas"]["CycleWeekView"][];
        };
        EmailChangeTokenDto: {
            /** @description The token of the e-mailed link */
            token: string;
        };
        EntryView: {
            /** @description The coach's reply (at most one), with its recommendations of published premium content */
            aiResponses: components["schemas"]["InsightView"][];
            /** @example Felt strong on the climbs today. */
            content: string;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            entry_type: "user_entry" | "journal" | "weekly_summary";
            /** @example 1 */
            id: number;
            /** @example /uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp */
            image_url: string | null;
            /** @description true while the entry's coach reply is being written; false for weekly summaries and once the reply exists */
            insight_pending: boolean;
            is_private: boolean;
            tags: ("Training" | "Mindset" | "Nutrition" | "Race Day" | "Recovery" | "Life Balance")[];
            /**
             * @description As given; for an entry written without one (chat messages), its first words (at most 60 characters, cut at a word boundary)
             * @example Long run in the hills
             */
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        ErasedView: {
            /** @enum {boolean} */
            success: true;
        };
        /** @description Every error answer (HttpErrorFilter) */
        ErrorBody: {
            /**
             * @description What went wrong, in words meant for people
             * @example title must be at most 200 characters
             */
            error: string;
            /**
             * @description Present when a client may act on the refusal besides showing it: two_factor_required (sign-in: send again with the code), two_factor_invalid (the code was wrong)
             * @example two_factor_required
             */
            reason?: string;
            /** @example 400 */
            statusCode: number;
            /** @enum {boolean} */
            success: false;
        };
        ExportedEntry: {
            content: string;
            /** Format: date-time */
            created_at: string;
            /** @description 'journal', 'training', ... or 'weekly_summary' */
            entry_type: string;
            id: number;
            /** @description The full address of its photo (signed in, only you can open it) */
            image_url: string | null;
            is_private: boolean;
            tags: string[];
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        ExportedGoal: {
            /** Format: date-time */
            archived_at: string | null;
            /** Format: date-time */
            created_at: string;
            goal: string;
            is_active: boolean;
        };
        ExportedSavedReport: {
            journal_entry_id: number | null;
            premium_content_id: number;
            /** Format: date-time */
            saved_at: string;
            /** @description Its title; null once the report is no longer published */
            topic: string | null;
        };
        GenerateContentDto: {
            /** @description Replaces the default brief (system prompt). Trimmed; empty means the default brief. */
            customPrompt?: string;
            /** @example Training & Performance */
            editorial_theme?: string | null;
            editorial_week?: number | null;
            /**
             * Format: uuid
             * @description Chosen by the client to poll GET /api/content/generate/progress/{requestId}; new for every generation
             */
            requestId?: string;
            /** @example Hill repeats for masters runners */
            topic: string;
        };
        GeneratedImagesDto: {
            /** Format: uri */
            coverImage?: string;
            /** Format: uri */
            inlineVisual1?: string;
            /** Format: uri */
            inlineVisual2?: string;
        };
        GeneratedImagesView: {
            /** Format: uri */
            coverImage: string;
            /** Format: uri */
            inlineVisual1: string;
            /** Format: uri */
            inlineVisual2: string;
        };
        GeneratePremiumDto: {
            /** @description Replaces the default brief (system prompt). Trimmed; empty means the default brief. */
            customPrompt?: string;
            /** @example Training & Performance */
            editorial_theme?: string | null;
            editorial_week?: number | null;
            /**
             * @description Create another item even when the theme already has premium content
             * @default false
             */
            forceCreate?: boolean;
            /**
             * Format: uuid
             * @description Chosen by the client to poll GET /api/content/generate/progress/{requestId}; new for every generation
             */
            requestId?: string;
            /** @example Hill repeats for masters runners */
            topic: string;
        };
        GenerationDeleteResult: {
            id: number;
            /** @example Content deleted */
            message: string;
            success: boolean;
        };
        GenerationProgress: {
            /** @description More about the stage, e.g. the rules a correction is asked for */
            detail: string | null;
            /** @description Why it failed (status failed) */
            error: string | null;
            /** @description The stored generation (status done) */
            generationId: number | null;
            /** Format: uuid */
            requestId: string;
            /**
             * @description The current stage
             * @enum {string}
             */
            stage: "queued" | "writing" | "images" | "checking" | "saving" | "done";
            /** @description Every stage, in order */
            stages: ("queued" | "writing" | "images" | "checking" | "saving" | "done")[];
            /** Format: date-time */
            startedAt: string;
            /** @enum {string} */
            status: "running" | "done" | "failed";
            /** Format: date-time */
            updatedAt: string;
        };
        GenerationSummary: {
            /** Format: date-time */
            created_at: string;
            created_by: number | null;
            /** @example Training & Performance */
            editorial_theme: string | null;
            editorial_week: number | null;
            /** @example 1 */
            id: number;
            /** @enum {string} */
            status: "published" | "archived";
            /** @example Hill repeats for masters runners */
            topic: string;
            /** Format: date-time */
            updated_at: string;
        };
        GenerationView: {
            apple_news_deck: string;
            /** Format: date-time */
            created_at: string;
            /** @description User id of the staff member who generated it */
            created_by: number | null;
            /** @example Training & Performance */
            editorial_theme: string | null;
            editorial_week: number | null;
            generated_images: components["schemas"]["GeneratedImagesView"];
            /** @description 2-3 variants */
            headlines: string[];
            /** @example 1 */
            id: number;
            /** @description Alt text and credit per image; null for an image replaced by an editor */
            image_details: components["schemas"]["ImageDetailsView"];
            /** @description Markdown */
            long_form_article: string;
            metadata: components["schemas"]["MetadataView"];
            /** @example gpt-4o-mini */
            model: string;
            /** @example content-package.v1 */
            prompt_version: string;
            repurposed_formats: components["schemas"]["RepurposedFormatsView"];
            /**
             * @description published: in the active list; archived: in the archive
             * @enum {string}
             */
            status: "published" | "archived";
            /** @description The editor's custom prompt; null when the default brief was used */
            system_prompt: string | null;
            tldr_summary: string;
            /** @example Hill repeats for masters runners */
            topic: string;
            /** Format: date-time */
            updated_at: string;
        };
        GoalDto: {
            /**
             * @description Trimmed; blank goals are refused
             * @example Run a sub-50 10K by June
             */
            goal: string;
        };
        GoalHistory: {
            /** @description Active and archived, newest first */
            goals: components["schemas"]["GoalView"][];
        };
        GoalView: {
            /** Format: date-time */
            archived_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @example Run a sub-50 10K by June */
            goal: string;
            /** @example 1 */
            id: number;
            is_active: boolean;
        };
        HealthView: {
            database: components["schemas"]["DatabaseHealth"];
            /** @description The HTTP caches in front and their purges. Reported only: an edge's failure leaves the status code alone (the app itself is fine). */
            edge: components["schemas"]["EdgeHealth"];
            queue: components["schemas"]["QueueHealthView"];
            /** @enum {string} */
            status: "ok" | "degraded";
        };
        HeroView: {
            /** @description Staff get a StaffArticleSummary */
            article: components["schemas"]["ReaderArticleSummary"] | null;
            id: number | null;
        };
        ImageDetailsView: {
            coverImage: components["schemas"]["ImageDetailView"] | null;
            inlineVisual1: components["schemas"]["ImageDetailView"] | null;
            inlineVisual2: components["schemas"]["ImageDetailView"] | null;
        };
        ImageDetailView: {
            /** @description Alt text for the image */
            alt: string;
            /** @description Pexels photo id */
            id: number;
            /** @description The photo's page on Pexels (credit link) */
            page_url: string;
            photographer: string;
            photographer_url: string;
            /** @description The search that found it */
            query: string;
        };
        ImageUrlAnswer: {
            /** @example /uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp */
            imageUrl: string;
        };
        InsightView: {
            /** Format: date-time */
            created_at: string;
            id: number;
            is_pinned: boolean;
            /** @description Most relevant first */
            recommendations: components["schemas"]["RecommendationView"][];
            response_content: string;
            /**
             * @description Why a rules reply is rule-based: a private entry, no model configured, the model's answer failed twice, or the member's model budget for the day (COACH_MODEL_CALLS_PER_DAY) is used up; null for model replies and replies written before it was recorded
             * @enum {string|null}
             */
            rules_reason: "private" | "no_model" | "model_failed" | "daily_limit" | null;
            /**
             * @description model: written by the LLM and checked; rules: built from the momentum figures
             * @enum {string}
             */
            source: "model" | "rules";
        };
        InvitationOffer: {
            /** @example sam@example.com */
            email: string;
            /** @description Whether an account already exists for the address (its password will be replaced) */
            existing_account: boolean;
            /** Format: date-time */
            expires_at: string;
            /** @enum {string} */
            role: "editor" | "admin";
        };
        InvitationsAnswer: {
            invitations: components["schemas"]["InvitationView"][];
        };
        InvitationTokenDto: {
            /** @description The token of the e-mailed link */
            token: string;
        };
        InvitationView: {
            /** Format: date-time */
            accepted_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @example sam@example.com */
            email: string;
            /** Format: date-time */
            expires_at: string;
            /** @example 4 */
            id: number;
            /**
             * @description null: made at start from ADMIN_EMAILS or STAFF_EMAILS
             * @example Ada Admin
             */
            invited_by_name: string | null;
            /** Format: date-time */
            revoked_at: string | null;
            /** @enum {string} */
            role: "editor" | "admin";
            /**
             * Format: date-time
             * @description When the link was last mailed
             */
            sent_at: string;
            /** @enum {string} */
            status: "pending" | "expired" | "accepted" | "revoked";
        };
        JournalLibraryAnswer: {
            /** @description Saved reports linked to a journal entry, newest first */
            journalSavedReports: components["schemas"]["SavedReportView"][];
        };
        JournalMonthView: {
            /** @example 12 */
            count: number;
            /**
             * @description YYYY-MM in the time zone asked for
             * @example 2026-11
             */
            month: string;
        };
        LibraryAnswer: {
            /** @description Newest first */
            savedContent: components["schemas"]["SavedReportView"][];
        };
        LinkedEntryView: {
            content: string;
            /** Format: date-time */
            created_at: string;
            id: number;
        };
        MemberDataExport: {
            account: components["schemas"]["ProfileView"];
            /** @description The account's activity feed (sign-up, entries written, ...), oldest first */
            activity: components["schemas"]["ActivityRecord"][];
            /** @description Every coach reply, oldest first */
            coach_replies: components["schemas"]["CoachReplyRecord"][];
            /** Format: date-time */
            exported_at: string;
            /** @example flying50-member-data/1 */
            format: string;
            /** @description The current goal and the history */
            goals: components["schemas"]["ExportedGoal"][];
            /** @description Every entry, oldest first (weekly summaries included) */
            journal_entries: components["schemas"]["ExportedEntry"][];
            /** @description The newsletter sign-up of the account's address; null until the account has proved it owns the address (a password reset by e-mail, an invitation) */
            newsletter: components["schemas"]["NewsletterSignupRecord"] | null;
            saved_reports: components["schemas"]["ExportedSavedReport"][];
            /** @description The browsers and devices signed in now */
            sessions: components["schemas"]["SessionRecord"][];
            /** @description Premium subscriptions (payments themselves are kept by Stripe) */
            subscriptions: components["schemas"]["SubscriptionRecord"][];
            /** @description Two-step sign-in: whether it is on, since when, recovery codes left (the secret and the codes are not exported) */
            two_step_sign_in: components["schemas"]["TwoFactorStatusAnswer"];
        };
        MemberPlanView: {
            cancel_at_period_end: boolean;
            /** Format: date-time */
            current_period_end: string | null;
            /** @enum {string} */
            plan: "monthly" | "annual";
            /** @example active */
            status: string;
            user_id: number;
        };
        MessageAnswer: {
            /** @example We have sent a new link to your address. */
            message: string;
            /** @example true */
            success: boolean;
        };
        MetadataDto: {
            format?: string;
            section?: string;
            tags?: string[];
        };
        MetadataView: {
            /** @example Feature */
            format: string;
            /** @example Training & Performance */
            section: string;
            /**
             * @example [
             *       "masters running",
             *       "strength"
             *     ]
             */
            tags: string[];
        };
        MomentumMessages: {
            alignment: string;
            consistency: string;
            effort: string;
            milestones: string;
        };
        MomentumView: {
            /**
             * @description Days with entries of the last 30, as a whole percent (0-100)
             * @example 40
             */
            consistency_score: number;
            /**
             * @description Entries of the last 30 days describing a hard session
             * @example 4
             */
            effort_sessions: number;
            /**
             * @description Share of the last 30 days' entries using a goal word (0-100; 0 without a goal)
             * @example 60
             */
            goal_alignment: number;
            /** @description The message of the tier each figure is in */
            messages: components["schemas"]["MomentumMessages"];
            /**
             * @description Entries of the last 30 days naming a personal best, race, finish, ...
             * @example 1
             */
            milestones: number;
            /**
             * @description The member's entries of the last 30 days (weekly summaries not counted)
             * @example 12
             */
            total_entries: number;
            /** @description The last 4 weeks, oldest first */
            weekly_entries: components["schemas"]["WeekCountView"][];
            /**
             * @description Weeks in a row with an entry, counting back from the current week
             * @example 3
             */
            weekly_streak: number;
            /** @example 30 */
            window_days: number;
        };
        NewGoalDto: {
            /**
             * @description Trimmed; blank goals are refused
             * @example Run a sub-50 10K by June
             */
            newGoal: string;
        };
        NewsletterMessage: {
            message: string;
        };
        NewsletterSendView: {
            /** @description The article of an article send */
            article_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** @description Refused by the mail server, or interrupted while handed over (never sent twice) */
            failed: number;
            /** Format: date-time */
            finished_at: string | null;
            /** @example 3 */
            id: number;
            /** @enum {string} */
            kind: "weekly" | "article";
            /**
             * Format: date-time
             * @description Since when the send waits for the mail server (it refused for now); null while it flows
             */
            paused_at: string | null;
            /** @description The mail server's refusal that paused the send; it resumes by itself within a minute of the server taking mail */
            paused_reason: string | null;
            /** @description Still to send */
            pending: number;
            /** @description Confirmed subscribers when the send was made */
            recipients: number;
            sent: number;
            /** @description Unsubscribed before their turn came */
            skipped: number;
            /**
             * @description empty: a week with no new article (nothing was sent)
             * @enum {string}
             */
            status: "sending" | "sent" | "empty";
            subject: string;
        };
        NewsletterSignupRecord: {
            /** Format: date-time */
            confirmed_at: string | null;
            /** Format: date-time */
            signed_up_at: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "unsubscribed" | "bounced";
            /** Format: date-time */
            unsubscribed_at: string | null;
        };
        OneGoal: {
            goal: components["schemas"]["GoalView"];
        };
        PasswordResetAnswer: {
            /** @example We have sent a new link to your address. */
            message: string;
            /** @description Whether the account signs in at the staff sign-in */
            staff: boolean;
            /** @example true */
            success: boolean;
        };
        PasswordResetDto: {
            /**
             * Format: password
             * @description Must equal password
             */
            confirmPassword: string;
            /** Format: password */
            password: string;
            /** @description The token of the e-mailed link */
            token: string;
        };
        PasswordResetRequestDto: {
            /** @example pat@example.com */
            email: string;
        };
        PhotoSearchView: {
            page: number;
            per_page: number;
            photos: components["schemas"]["PhotoView"][];
            total_results: number;
        };
        PhotoView: {
            alt: string;
            avg_color: string | null;
            height: number;
            id: number;
            /** @description The photo's page on Pexels (credit link) */
            page_url: string;
            photographer: string;
            photographer_url: string;
            /**
             * Format: uri
             * @description Small rendition for pickers
             */
            thumbnail: string;
            /**
             * Format: uri
             * @description Large rendition for articles
             */
            url: string;
            width: number;
        };
        PinState: {
            isPinned: boolean;
        };
        PlanView: {
            /**
             * @description The price in pence
             * @example 999
             */
            amount_pence: number;
            /** @example gbp */
            currency: string;
            /** @enum {string} */
            interval: "month" | "year";
            /** @enum {string} */
            plan: "monthly" | "annual";
        };
        PremiumContentSummary: {
            apple_news_deck: string;
            /** Format: date-time */
            created_at: string;
            day_number: number | null;
            /** @example Training & Performance */
            editorial_theme: string | null;
            /** @description Shown as 'Day N' */
            editorial_week: number | null;
            generated_images: components["schemas"]["PremiumCoverView"];
            headlines: string[];
            /** @example 1 */
            id: number;
            /** @description true: the reader needs Premium to read the item in full (upgrade at /premium) */
            locked: boolean;
            /** @enum {string} */
            status: "published" | "draft" | "archived";
            subtitle: string | null;
            tags: string[];
            /**
             * @description The theme the item is matched to: editorial_theme, else the topic, else keywords
             * @enum {string|null}
             */
            theme: "Training & Performance" | "Nutrition & Fueling" | "Recovery & Health" | "Mindset & Motivation" | "Gear & Tech" | "Racing & Strategy" | null;
            /** @example Strength training for masters triathletes */
            topic: string;
            /** Format: date-time */
            updated_at: string;
        };
        PremiumContentView: {
            apple_news_deck: string;
            /** Format: date-time */
            created_at: string;
            day_number: number | null;
            /** @example Training & Performance */
            editorial_theme: string | null;
            /** @description Shown as 'Day N' */
            editorial_week: number | null;
            generated_images: components["schemas"]["PremiumImagesView"];
            headlines: string[];
            /** @example 1 */
            id: number;
            /** @description true: the teaser for a reader without premium (title, subtitle, theme, deck, headlines, cover image); the text fields (long_form_article, tldr_summary, repurposed_formats, inline visuals, system_prompt) are then empty. Upgrade at /premium. */
            locked: boolean;
            /** @description Markdown */
            long_form_article: string;
            prompt_version: string | null;
            /** @description Format name to text */
            repurposed_formats: {
                [key: string]: string;
            };
            /** @enum {string} */
            status: "published" | "draft" | "archived";
            subtitle: string | null;
            /** @description The editor's custom prompt (null: the default premium brief) */
            system_prompt: string | null;
            tags: string[];
            /**
             * @description The theme the item is matched to: editorial_theme, else the topic, else keywords
             * @enum {string|null}
             */
            theme: "Training & Performance" | "Nutrition & Fueling" | "Recovery & Health" | "Mindset & Motivation" | "Gear & Tech" | "Racing & Strategy" | null;
            tldr_summary: string;
            /** @example Strength training for masters triathletes */
            topic: string;
            /** Format: date-time */
            updated_at: string;
        };
        PremiumCoverView: {
            /** @description Cover image address */
            coverImage?: string;
        };
        PremiumDeleteResult: {
            id: number;
            /** @example Premium content deleted */
            message: string;
            success: boolean;
            /** @description The deleted report's topic (kept in the audit log too) */
            topic: string | null;
        };
        PremiumImagesView: {
            /** @description Cover image address */
            coverImage?: string;
            inlineVisual1?: string;
            inlineVisual2?: string;
        };
        PremiumThemeCountsView: {
            /**
             * @example {
             *       "Gear & Tech": 0,
             *       "Mindset & Motivation": 0,
             *       "Nutrition & Fueling": 0,
             *       "Racing & Strategy": 0,
             *       "Recovery & Health": 0,
             *       "Training & Performance": 0
             *     }
             */
            counts: {
                [key: string]: number;
            };
            total: number;
            /** @description Items no theme matched */
            unmatched: number;
        };
        ProfileAnswer: {
            profile: components["schemas"]["ProfileView"];
        };
        ProfileChangesDto: {
            /**
             * @description How the coach writes its replies (default 'encouraging')
             * @enum {string}
             */
            coach_tone?: "direct" | "encouraging" | "analytical";
            /**
             * @description The name the account goes by (trimmed; not empty)
             * @example Pat Runner
             */
            name?: string;
            /** @description true: put the "Upgrade to Premium" card away on every page and device; false: show it again */
            upgrade_offer_hidden?: boolean;
        };
        ProfileImageAnswer: {
            profile: components["schemas"]["ProfileView"];
            /** @example /uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp */
            profile_image_url: string;
            success: boolean;
        };
        ProfileView: {
            /**
             * @description How the coach writes its replies
             * @enum {string}
             */
            coach_tone: "direct" | "encouraging" | "analytical";
            /** Format: date-time */
            created_at: string;
            /** @example pat@example.com */
            email: string;
            /** @example 1 */
            id: number;
            is_premium: boolean;
            /** Format: date-time */
            last_login_at: string | null;
            /** @example Pat Runner */
            name: string | null;
            /** @example /uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp */
            profile_image_url: string | null;
            /** @description The member put the "Upgrade to Premium" card away: the members' area no longer shows it */
            upgrade_offer_hidden: boolean;
        };
        PublishWebsiteDto: {
            /**
             * Format: date-time
             * @description A future time schedules the article (status scheduled); absent or past publishes now
             */
            publish_at?: string;
        };
        QueueHealthView: {
            /** @description Why it is down (to staff only: it can name internal hosts) */
            detail?: string;
            /** @enum {string} */
            driver: "bull" | "in-process";
            /** @enum {string} */
            status: "up" | "down";
        };
        ReaderArticleSummary: {
            category: string | null;
            editorial_theme: string | null;
            featured_image: string | null;
            /** @example 1 */
            id: number;
            is_featured: boolean;
            is_hero_article: boolean;
            meta_description: string | null;
            /**
             * Format: date-time
             * @description When it went live (milliseconds: with the id, the cursor of the next page)
             */
            published_at: string;
            /**
             * @description Minutes to read: the body length / 1,000 characters, rounded up (at least 1)
             * @example 4
             */
            reading_minutes: number;
            /** @example strength-work-for-masters-triathletes */
            slug: string;
            /** @description The deck */
            subtitle: string | null;
            /** @description The theme it is matched to (editorial_theme, title, then category) */
            theme: string | null;
            title: string;
        };
        ReaderArticleView: {
            category: string | null;
            editorial_theme: string | null;
            featured_image: string | null;
            /** @example 1 */
            id: number;
            is_featured: boolean;
            is_hero_article: boolean;
            /** @description Markdown */
            long_form_article: string;
            meta_description: string | null;
            /**
             * Format: date-time
             * @description When it went live (null unless published)
             */
            published_at: string | null;
            /** @description Present when the article was asked for by an old slug: its current slug */
            redirect_to?: string;
            /** @description The title for search engines and social cards (the title unless an editor set one) */
            seo_title: string;
            /** @example strength-work-for-masters-triathletes */
            slug: string;
            subtitle: string | null;
            tags: string[];
            /** @description The theme it is matched to (editorial_theme, category, then title keywords) */
            theme: string | null;
            title: string;
            tldr_summary: string;
            /** Format: date-time */
            updated_at: string;
        };
        RecommendationRecord: {
            position: number;
            premium_content_id: number;
            reason: string;
        };
        RecommendationView: {
            id: number;
            premiumContent: components["schemas"]["RecommendedContentView"];
            /** @example Your entry mentions hills and recovery, which this Training & Performance report covers in depth. */
            recommendation_reason: string;
            /** @example 0.42 */
            relevance_score: number;
        };
        RecommendedContentView: {
            cover_image: string | null;
            editorial_theme: string | null;
            editorial_week: number | null;
            id: number;
            subtitle: string | null;
            topic: string;
        };
        RecoveryCodesAnswer: {
            /**
             * @description Ten new single-use codes; the old ones no longer work
             * @example [
             *       "k7m2p-9qx4r"
             *     ]
             */
            recovery_codes: string[];
            /** @example true */
            success: boolean;
        };
        RedirectView: {
            /**
             * @description Where to send the member (Stripe Checkout or the Customer Portal)
             * @example https://checkout.stripe.com/c/pay/cs_test_a1
             */
            url: string;
        };
        RegenerateAllView: {
            content: components["schemas"]["PremiumContentView"][];
            failed: components["schemas"]["RegenerateFailure"][];
            /** @example Regenerated 6 of 6 premium articles */
            message: string;
            /** @description false when any theme failed */
            success: boolean;
        };
        RegenerateFailure: {
            error: string;
            /** @description The item that was to be replaced (kept) */
            id: number;
            /** @enum {string} */
            theme: "Training & Performance" | "Nutrition & Fueling" | "Recovery & Health" | "Mindset & Motivation" | "Gear & Tech" | "Racing & Strategy";
        };
        RepurposedFormatsDto: {
            interview?: string;
            listicle?: string;
            narrative?: string;
            opinion?: string;
            tips?: string;
        };
        RepurposedFormatsView: {
            interview: string;
            listicle: string;
            narrative: string;
            opinion: string;
            tips: string;
        };
        ResetTokenDto: {
            /** @description The token of the e-mailed link */
            token: string;
        };
        RevisionItem: {
            /** @description The article fields as they were before that save */
            fields: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            saved_at: string;
            saved_by: number | null;
            version: number;
        };
        SaveAnswer: {
            /** @description true when the report was already in the library */
            alreadySaved: boolean;
            saved: components["schemas"]["SavedReportView"];
            success: boolean;
        };
        SavedContentView: {
            apple_news_deck: string;
            editorial_theme: string | null;
            editorial_week: number | null;
            generated_images: components["schemas"]["PremiumImagesView"];
            id: number;
            /** @description true: the teaser only (the member is not premium now); upgrade at /premium to read it */
            locked: boolean;
            /** @description Empty when locked */
            long_form_article: string;
            subtitle: string | null;
            topic: string;
        };
        SavedReportView: {
            id: number;
            journal_entry: components["schemas"]["LinkedEntryView"] | null;
            premium_content: components["schemas"]["SavedContentView"];
            /** Format: date-time */
            saved_at: string;
        };
        SaveReportDto: {
            /** @example 1 */
            content_id: number;
            /** @example 1 */
            journal_entry_id?: number | null;
        };
        SearchAnswerView: {
            /** @description More than 1000 articles match: only the newest 1000 are ranked and paged */
            more: boolean;
            /** @description Every word is too common to search for ('the', 'after', 'with': English stop words), so nothing can match: the page asks for a more particular word */
            only_common_words: boolean;
            query: string;
            results: components["schemas"]["SearchResultView"][];
            /** @description Published articles matching (all pages), counted up to 1000 */
            total: number;
        };
        SearchResultView: {
            category: string | null;
            editorial_theme: string | null;
            featured_image: string | null;
            id: number;
            meta_description: string | null;
            /** Format: date-time */
            published_at: string | null;
            slug: string;
            /** @description HTML: everything escaped except <mark>…</mark> around the matched words */
            snippet: string;
            title: string;
        };
        SessionAnswer: {
            user: components["schemas"]["UserViewDto"];
        };
        SessionRecord: {
            /**
             * Format: date-time
             * @description When the member signed in
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it ends unless they sign out first
             */
            expires_at: string;
        };
        SignedInAnswer: {
            /** @example true */
            success: boolean;
            user: components["schemas"]["UserViewDto"];
        };
        SignedOutAnswer: {
            /** @example true */
            success: boolean;
        };
        SignedOutOthersAnswer: {
            /**
             * @description How many other sessions (browsers, devices) were ended
             * @example 2
             */
            ended: number;
            /** @example true */
            success: boolean;
        };
        SignInDto: {
            /**
             * @description With two-step sign-in on: the 6-digit code from the authenticator app, or a recovery code (asked when the password alone answers 401 with reason two_factor_required)
             * @example 123456
             */
            code?: string;
            /** @example pat@example.com */
            email: string;
            /** Format: password */
            password: string;
        };
        StaffArticleSummary: {
            category: string | null;
            /**
             * Format: date-time
             * @description Staff only
             */
            created_at: string;
            editorial_theme: string | null;
            /** @description Staff only */
            editorial_week: number | null;
            featured_image: string | null;
            /** @description Staff only */
            headlines: string[];
            /** @example 1 */
            id: number;
            is_featured: boolean;
            is_hero_article: boolean;
            meta_description: string | null;
            /** @description Staff only */
            prompt_version: string | null;
            /**
             * Format: date-time
             * @description Staff only
             */
            publish_date: string | null;
            /**
             * Format: date-time
             * @description When it went live (milliseconds: with the id, the cursor of the next page)
             */
            published_at: string;
            /**
             * @description Minutes to read: the body length / 1,000 characters, rounded up (at least 1)
             * @example 4
             */
            reading_minutes: number;
            /** @example strength-work-for-masters-triathletes */
            slug: string;
            /**
             * @description Staff only
             * @enum {string}
             */
            status: "draft" | "scheduled" | "published" | "archived";
            /** @description The deck */
            subtitle: string | null;
            /** @description Staff only */
            system_prompt: string | null;
            /** @description The theme it is matched to (editorial_theme, title, then category) */
            theme: string | null;
            title: string;
            /** @description Staff only */
            topic: string | null;
        };
        StaffRegisterDto: {
            /**
             * Format: password
             * @description Must equal password
             */
            confirmPassword: string;
            /** @example pat@example.com */
            email: string;
            /** @example Sam Editor */
            name?: string;
            /** Format: password */
            password: string;
        };
        SubscribeDto: {
            /** @example pat@example.com */
            email: string;
        };
        SubscriberView: {
            /** Format: date-time */
            confirmed_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @example pat@example.com */
            email: string;
            /** @example 7 */
            id: number;
            /** @enum {string} */
            status: "pending" | "confirmed" | "unsubscribed" | "bounced";
            /** Format: date-time */
            unsubscribed_at: string | null;
        };
        SubscriptionRecord: {
            /** @description The price in pence */
            amount_pence: number;
            cancel_at_period_end: boolean;
            currency: string;
            /** Format: date-time */
            current_period_end: string | null;
            /** Format: date-time */
            ended_at: string | null;
            /** @enum {string} */
            plan: "monthly" | "annual";
            /** Format: date-time */
            started_at: string;
            /** @description Stripe's status: active, trialing, past_due, canceled ... */
            status: string;
        };
        SubscriptionView: {
            /** @example 999 */
            amount_pence: number;
            cancel_at_period_end: boolean;
            /** @example gbp */
            currency: string;
            /**
             * Format: date-time
             * @description Renewal date, or the end date when cancelling
             */
            current_period_end: string | null;
            /** @enum {string} */
            plan: "monthly" | "annual";
            /**
             * Format: date-time
             * @description When premium from it ends (grace included)
             */
            premium_until: string | null;
            /**
             * @description Stripe status: active, trialing, past_due, canceled, incomplete, unpaid ...
             * @example active
             */
            status: string;
        };
        TestSendView: {
            /** @description The address the test went to (the signed-in staff member's) */
            to: string;
        };
        ThemeCount: {
            count: number;
            /** @enum {string} */
            theme: "Training & Performance" | "Nutrition & Fueling" | "Recovery & Health" | "Mindset & Motivation" | "Gear & Tech" | "Racing & Strategy";
        };
        ThemeCountsView: {
            /**
             * @example {
             *       "Gear & Tech": 0,
             *       "Mindset & Motivation": 0,
             *       "Nutrition & Fueling": 0,
             *       "Racing & Strategy": 0,
             *       "Recovery & Health": 0,
             *       "Training & Performance": 0
             *     }
             */
            counts: {
                [key: string]: number;
            };
            /** @description The same counts as spec 2's list of {theme, count}, in cycle order */
            themes: components["schemas"]["ThemeCount"][];
            total: number;
            /** @description Published articles no theme matched */
            unmatched: number;
        };
        ThemeHeroResponse: {
            custom_image_url: string | null;
            custom_title: string | null;
            /** @description false when nothing was set */
            is_active: boolean;
            /** @enum {string} */
            theme: "training" | "nutrition" | "recovery" | "mindset" | "gear" | "racing";
            /** Format: date-time */
            updated_at: string | null;
        };
        TwoFactorCodeDto: {
            /**
             * @description The 6-digit code the authenticator app shows now
             * @example 123456
             */
            code: string;
        };
        TwoFactorOnAnswer: {
            /**
             * @description The other sessions of the account, ended (they were opened without the second step)
             * @example 1
             */
            ended: number;
            /**
             * @description Ten single-use codes that sign in without the app; only their hashes are kept
             * @example [
             *       "k7m2p-9qx4r"
             *     ]
             */
            recovery_codes: string[];
            /** @example true */
            success: boolean;
        };
        TwoFactorSetupAnswer: {
            /** @example otpauth://totp/Flying%4050:pat%40example.com?secret=...&issuer=Flying%4050 */
            otpauth_url: string;
            /** @description otpauth_url as a QR code (an SVG document) for the app to scan */
            qr_svg: string;
            /**
             * @description The secret in Base32, for typing into the app by hand
             * @example JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP
             */
            secret: string;
        };
        TwoFactorStatusAnswer: {
            /** @description Signing in asks for a code from an authenticator app after the password */
            enabled: boolean;
            /**
             * Format: date-time
             * @description When it was turned on
             */
            enabled_at: string | null;
            /**
             * @description Recovery codes not used yet (0 when off)
             * @example 10
             */
            recovery_codes_left: number;
        };
        UpdateEntryDto: {
            /** @example Felt strong on the climbs today. */
            content?: string;
            /** @description The entry's id (ignored; must match the address when sent) */
            id?: number;
            /** @description A data URL for a new photo, the current address (or an uploaded imageUrl) to keep or use it, null or empty to remove the photo; left out: unchanged */
            image_url?: string | null;
            /**
             * @description In multipart forms: 'true' or 'false'
             * @default false
             */
            is_private?: boolean;
            /** @description In multipart forms: JSON text, e.g. ["Training"] */
            tags?: ("Training" | "Mindset" | "Nutrition" | "Race Day" | "Recovery" | "Life Balance")[];
            /**
             * @description Trimmed; optional ('' when left out)
             * @example Long run in the hills
             */
            title?: string;
        };
        UpdateGenerationDto: {
            apple_news_deck?: string;
            generated_images?: components["schemas"]["GeneratedImagesDto"];
            headlines?: string[];
            long_form_article?: string;
            metadata?: components["schemas"]["MetadataDto"];
            repurposed_formats?: components["schemas"]["RepurposedFormatsDto"];
            /** @description null clears it (the default brief applies) */
            system_prompt?: string | null;
            tldr_summary?: string;
            topic?: string;
        };
        UpdatePremiumDto: {
            apple_news_deck?: string;
            headlines?: string[];
            long_form_article?: string;
            subtitle?: string;
            /** @description null clears it (the default brief applies) */
            system_prompt?: string | null;
            tldr_summary?: string;
            topic?: string;
        };
        UpdateThemeHeroDto: {
            /** @description An http(s) image address; blank or null clears it */
            custom_image_url?: string | null;
            /** @description Saved trimmed; blank or null clears it */
            custom_title?: string | null;
            /** @default true */
            is_active?: boolean;
        };
        UpdateWebsiteDto: {
            /** @description Empty keeps the old value */
            category?: string;
            /** @description An http(s) address or an upload (/uploads/...); empty keeps the old image */
            featured_image?: string;
            /** @description Empty keeps the old value */
            long_form_article?: string;
            /** @description Empty keeps the old value */
            meta_description?: string;
            /** @description Empty keeps the old value */
            seo_title?: string;
            /**
             * @description Lowercase letters, numbers and hyphens; empty keeps the old slug
             * @example hill-repeats-after-50
             */
            slug?: string;
            /** @description Empty keeps the old value */
            subtitle?: string;
            /** @description Empty keeps the old value */
            system_prompt?: string;
            tags?: string[];
            /** @description Empty keeps the old value */
            title?: string;
            /** @description Empty keeps the old value */
            topic?: string;
        };
        UpgradeAnswer: {
            profile: components["schemas"]["ProfileView"];
            success: boolean;
        };
        UserAnswer: {
            user: components["schemas"]["UserViewDto"];
        };
        UserCountsView: {
            free: number;
            premium: number;
            total: number;
        };
        UsersAnswer: {
            users: components["schemas"]["AdminUserViewDto"][];
        };
        UserViewDto: {
            /** Format: date-time */
            created_at: string;
            /** @example pat@example.com */
            email: string;
            email_verified: boolean;
            /** @example 1 */
            id: number;
            is_premium: boolean;
            /** Format: date-time */
            last_login_at: string | null;
            /** @example Pat Runner */
            name: string | null;
            profile_image_url: string | null;
            /**
             * @description member, or the staff role an accepted invitation granted
             * @enum {string}
             */
            role: "member" | "editor" | "admin";
            /** @description A staff account that has to turn on two-step sign-in (STAFF_TWO_FACTOR=required) before its role gives access: until then a member's access */
            two_factor_needed: boolean;
        };
        WebhookAnswer: {
            /**
             * @description duplicate: the event id was handled before; ignored: not about one of our subscriptions
             * @enum {string}
             */
            outcome: "handled" | "duplicate" | "ignored";
            received: boolean;
        };
        WebsiteContentView: {
            category: string | null;
            /**
             * Format: date-time
             * @description Staff only
             */
            created_at: string;
            editorial_theme: string | null;
            /** @description Staff only */
            editorial_week: number | null;
            featured_image: string | null;
            /** @description Staff only. The alternative headlines of the generation */
            headlines: string[];
            /** @example 1 */
            id: number;
            is_featured: boolean;
            is_hero_article: boolean;
            /** @description Markdown */
            long_form_article: string;
            meta_description: string | null;
            /** @description Staff only */
            prompt_version: string | null;
            /**
             * Format: date-time
             * @description Staff only. When it went (or goes, when scheduled) live
             */
            publish_date: string | null;
            /**
             * Format: date-time
             * @description When it went live (null unless published)
             */
            published_at: string | null;
            /** @description Present when the article was asked for by an old slug: its current slug */
            redirect_to?: string;
            /** @description The title for search engines and social cards (the title unless an editor set one) */
            seo_title: string;
            /** @example strength-work-for-masters-triathletes */
            slug: string;
            /**
             * @description Staff only
             * @enum {string}
             */
            status: "draft" | "scheduled" | "published" | "archived";
            subtitle: string | null;
            /** @description Staff only. The custom writing brief (null: the default brief) */
            system_prompt: string | null;
            tags: string[];
            /** @description The theme it is matched to (editorial_theme, category, then title keywords) */
            theme: string | null;
            title: string;
            tldr_summary: string;
            /** @description Staff only. The topic it was generated from */
            topic: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        WeekCountView: {
            /** @example 3 */
            count: number;
            /**
             * @description The Sunday that starts the week (London calendar day)
             * @example 2026-11-22
             */
            week_start: string;
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
    "PublicPagesController_page[0]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">… */
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The frontend is not built (API-only run) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The frontend is not built (API-only run)",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    "PublicPagesController_page[8]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">… */
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The frontend is not built (API-only run) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The frontend is not built (API-only run)",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ApiKeysController_list: {
        parameters: {
            query?: {
                /** @description The X-Next-Cursor header of the page before (absent: the first page) */
                before?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Search words (each must match; a word matches the start of a word) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The before of the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description Items matching the filters (first page only; up to 10000) */
                    "X-Total-Count"?: number;
                    /** @description 10000, instead of X-Total-Count, when more than 10000 items match (first page only) */
                    "X-Total-Count-Over"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyView"][];
                };
            };
            /** @description limit, before or q is malformed (nothing is read); or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the X-Next-Cursor of the page before: a date and an id joined by \"_\" (e.g. 2026-11-23T10:00:00.123456Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ApiKeysController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ApiKeysController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AuditLogController_list: {
        parameters: {
            query?: {
                /** @description The X-Next-Cursor header of the page before (absent: the first page) */
                before?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Search words (each must match; a word matches the start of a word) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The before of the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description Items matching the filters (first page only; up to 10000) */
                    "X-Total-Count"?: number;
                    /** @description 10000, instead of X-Total-Count, when more than 10000 items match (first page only) */
                    "X-Total-Count-Over"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditRow"][];
                };
            };
            /** @description limit, before or q is malformed (nothing is read); or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the X-Next-Cursor of the page before: a date and an id joined by \"_\" (e.g. 2026-11-23T10:00:00.123456Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminInvitationsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationsAnswer"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminInvitationsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInvitationDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The address already holds the role, or already has an open invitation */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The address already holds the role, or already has an open invitation",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminInvitationsController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invitation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invitation not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This invitation has been accepted or revoked, so it cannot be sent again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This invitation has been accepted or revoked, so it cannot be sent again.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminInvitationsController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invitation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invitation not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This invitation has been accepted or revoked, so it cannot be sent again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This invitation has been accepted or revoked, so it cannot be sent again.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterAdminController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedSendView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such article */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Article not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The article is not published, or was already sent; nothing was sent */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This article has already been sent as a newsletter.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterAdminController_test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSendView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such article */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Article not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The article is not published */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only a published article can be sent as a newsletter.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterAdminController_sends: {
        parameters: {
            query?: {
                /** @description The X-Next-Cursor header of the page before (absent: the first page) */
                before?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Search words (each must match; a word matches the start of a word) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The before of the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description Items matching the filters (first page only; up to 10000) */
                    "X-Total-Count"?: number;
                    /** @description 10000, instead of X-Total-Count, when more than 10000 items match (first page only) */
                    "X-Total-Count-Over"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterSendView"][];
                };
            };
            /** @description limit or before is malformed; or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the X-Next-Cursor of the page before: a date and an id joined by \"_\" (e.g. 2026-11-23T10:00:00.123456Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterAdminController_subscribers: {
        parameters: {
            query?: {
                /** @description The X-Next-Cursor header of the page before (absent: the first page) */
                before?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Search words (each must match; a word matches the start of a word) */
                q?: string;
                /** @description Only subscribers with this status */
                status?: "pending" | "confirmed" | "unsubscribed" | "bounced";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The before of the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description Items matching the filters (first page only; up to 10000) */
                    "X-Total-Count"?: number;
                    /** @description 10000, instead of X-Total-Count, when more than 10000 items match (first page only) */
                    "X-Total-Count-Over"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberView"][];
                };
            };
            /** @description limit, before, q or status is malformed; or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the X-Next-Cursor of the page before: a date and an id joined by \"_\" (e.g. 2026-11-23T10:00:00.123456Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterAdminController_erase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasedView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such subscriber */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Subscriber not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterAdminController_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, one subscriber a line, with a header line */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterAdminController_weekly: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedSendView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing new since the last digest, or this and next week are already sent; nothing was sent */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Nothing was published since the last digest, so there is nothing to send.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminUsersController_list: {
        parameters: {
            query?: {
                /** @description The X-Next-Cursor header of the page before (absent: the first page) */
                before?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Only free or only premium members (absent: everyone) */
                plan?: "free" | "premium";
                /** @description Search words (each must match; a word matches the start of a word) */
                q?: string;
                /** @description registered: newest account first; last-login: latest sign-in first (never signed in last); email: A to Z */
                sort?: "registered" | "last-login" | "email";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The before of the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description Accounts matching plan and q (first page only; up to 10000) */
                    "X-Total-Count"?: number;
                    /** @description 10000, instead of X-Total-Count, when more than 10000 items match (first page only) */
                    "X-Total-Count-Over"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersAnswer"];
                };
            };
            /** @description limit, before, plan, sort or q is malformed (nothing is read); or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the X-Next-Cursor of the page before: a date and an id joined by \"_\" (e.g. 2026-11-23T10:00:00.123456Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminInvitationsController_changeRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeRoleDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            /** @description A staff role is given by invitation only: invite the address from the Users tab; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A staff role is given by invitation only: invite the address from the Users tab.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Account not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This is the only administrator: invite another administrator before removing this role. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This is the only administrator: invite another administrator before removing this role.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminTwoFactorController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOutAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminUsersController_counts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCountsView"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdsController_list: {
        parameters: {
            query?: {
                /** @description The X-Next-Cursor header of the page before (absent: the first page) */
                before?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Only ads targeting this page (or 'all-pages') */
                page?: "home" | "publisher" | "library" | "premium-content" | "website-articles" | "apple-news" | "journal" | "all-pages";
                /** @description Search words (each must match; a word matches the start of a word) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The before of the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description Items matching the filters (first page only; up to 10000) */
                    "X-Total-Count"?: number;
                    /** @description 10000, instead of X-Total-Count, when more than 10000 items match (first page only) */
                    "X-Total-Count-Over"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdView"][];
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description page, limit, before or q is malformed (nothing is read); or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the X-Next-Cursor of the page before: a date and an id joined by \"_\" (e.g. 2026-11-23T10:00:00.123456Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The user uploaded PHOTOS_PER_HOUR photos (default 60) in the last hour; nothing was stored; or: Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many photos uploaded in the last hour. Please try again later.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The user uploaded PHOTOS_PER_HOUR photos (default 60) in the last hour; nothing was stored; or: Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many photos uploaded in the last hour. Please try again later.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdDeleted"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdsController_toggle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdsController_conflicts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdConflictsAnswer"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdsController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdImageAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The user uploaded PHOTOS_PER_HOUR photos (default 60) in the last hour; nothing was stored; or: Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many photos uploaded in the last hour. Please try again later.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AnalyticsController_articleView: {
        parameters: {
            query?: never;
            header: {
                "user-agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleViewDto"];
            };
        };
        responses: {
            /** @description Counted, or not counted (a bot, or a repeat within the hour) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No published article has this id; nothing was counted */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Article not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More than 120 view posts from one client address in a minute; nothing was counted */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many article views from your network. Please wait a minute and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AccountEmailController_confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeTokenDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The link is unknown, used or expired; nothing was changed; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This link is invalid, has already been used or has expired. Ask for a new one from your profile.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another account has the address meanwhile; nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An account with this email already exists. Please sign in instead.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    InvitationLinkController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInAnswer"];
                };
            };
            /** @description This invitation link is invalid, has already been used, was revoked or has expired. Ask an administrator to send you a new one; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This invitation link is invalid, has already been used, was revoked or has expired. Ask an administrator to send you a new one.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    InvitationLinkController_inspect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationTokenDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationOffer"];
                };
            };
            /** @description This invitation link is invalid, has already been used, was revoked or has expired. Ask an administrator to send you a new one; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This invitation link is invalid, has already been used, was revoked or has expired. Ask an administrator to send you a new one.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    StaffAuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong address or password (the same answer for both); with two-step sign-in on, a right password without a code (reason two_factor_required: send again with code) or with a wrong one (reason two_factor_invalid); or: An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid email or password",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A member account (members sign in at /community/auth); or: Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This sign-in is for Flying@50 staff. Members sign in at /community/auth.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many failed sign-ins from this client, for this address or in all (LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_CLIENT in 15 minutes), or 10 wrong two-step codes for the account in 15 minutes */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many sign-in attempts. Please wait 15 minutes and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More password checks are waiting than the server takes at once (a burst of sign-ins); nothing was checked; or: The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many sign-ins at this moment. Please try again in a few seconds.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    StaffAuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOutAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    StaffAuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionAnswer"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AccountEmailController_requestReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests from this client (10 an hour) or for this address (3 an hour), counted for every address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many password reset requests. Please try again in an hour.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AccountEmailController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetAnswer"];
                };
            };
            /** @description The link is unknown, used or expired, or the passwords differ; nothing was changed; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This reset link is invalid, has already been used or has expired. Please ask for a new one.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AccountEmailController_inspectReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetTokenDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The link is unknown, used or expired; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This reset link is invalid, has already been used or has expired. Please ask for a new one.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    StaffAuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRegisterDto"];
            };
        };
        responses: {
            /** @description Never answered: kept so the spec's callers read the same shape */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Every address: staff accounts are created by invitation; nothing was stored; or: Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Staff accounts are created by invitation. If you were invited, open the link in your invitation email; otherwise ask a Flying@50 administrator to invite you.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    BillingController_checkout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Demo mode (no Stripe settings), or the member already has a subscription that gives premium */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Payments are not set up on this site (demo mode: STRIPE_SECRET_KEY is not set). Use the demo upgrade, PUT /api/community/profile/upgrade.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    BillingController_members: {
        parameters: {
            query?: {
                /** @description The accounts whose newest subscription to answer, comma-separated ids (at most 100): the page of the Users tab. Without it, members is empty. */
                user_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingMembersView"];
                };
            };
            /** @description user_ids is not a list of up to 100 account ids (nothing is read); or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "user_ids must be up to 100 account ids, comma-separated",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator (or an API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only administrators can do this.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    BillingController_plansView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingPlansView"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    BillingController_portal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member has never subscribed (no billing account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "You have no billing account yet: subscribe first.",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Demo mode (no Stripe settings) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Payments are not set up on this site (demo mode: STRIPE_SECRET_KEY is not set). Use the demo upgrade, PUT /api/community/profile/upgrade.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    BillingController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingStatusView"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    BillingController_webhook: {
        parameters: {
            query?: never;
            header: {
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAnswer"];
                };
            };
            /** @description The signature is missing or does not match the body; nothing was changed; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The webhook signature does not match this payload.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Demo mode (no Stripe settings) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Payments are not set up on this site (demo mode: STRIPE_SECRET_KEY is not set). Use the demo upgrade, PUT /api/community/profile/upgrade.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CommunityAuthController_changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEmailDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description The address is the account's already, or not a plain valid address; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "That is already the address of your account.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The password is not the account's; or: Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "That password is not right.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description 3 address changes asked for in an hour
             *
             *     5 wrong passwords in 15 minutes: nothing is checked until the window ends
             */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many wrong passwords. Please wait 15 minutes and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CommunityAuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong address or password (the same answer for both); with two-step sign-in on, a right password without a code (reason two_factor_required: send again with code) or with a wrong one (reason two_factor_invalid); or: An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid email or password",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many failed sign-ins from this client, for this address or in all (LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_CLIENT in 15 minutes), or 10 wrong two-step codes for the account in 15 minutes */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many sign-in attempts. Please wait 15 minutes and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More password checks are waiting than the server takes at once (a burst of sign-ins); nothing was checked; or: The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many sign-ins at this moment. Please try again in a few seconds.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CommunityAuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOutAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CommunityAuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionAnswer"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CommunityAuthController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOutOthersAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The password is not the account's; or: Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "That password is not right.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another tab or device changed the password meanwhile; nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Your password was changed meanwhile (in another tab or device). Please sign in again.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description 5 wrong passwords in 15 minutes: nothing is checked until the window ends */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many wrong passwords. Please wait 15 minutes and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CommunityAuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommunityRegisterDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The address already has an account; nothing was stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An account with this email already exists. Please sign in instead.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many new accounts from this client (REGISTRATIONS_PER_CLIENT an hour); nothing was stored */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many new accounts have been created from your network. Please try again in an hour.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CommunityAuthController_signOutOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOutOthersAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TwoFactorController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatusAnswer"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TwoFactorController_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPasswordDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOutAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The password is not the account's; or: Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "That password is not right.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Two-step sign-in is not on */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Two-step sign-in is not on for this account.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description 5 wrong passwords in 15 minutes: nothing is checked until the window ends */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many wrong passwords. Please wait 15 minutes and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TwoFactorController_enable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorCodeDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorOnAnswer"];
                };
            };
            /** @description The code is not the app's current one; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing is being set up (POST .../setup first), or it is already on */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No authenticator app is being set up for this account: start again.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description 10 wrong codes for the account in 15 minutes */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many wrong codes. Please wait 15 minutes and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TwoFactorController_recoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPasswordDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The password is not the account's; or: Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "That password is not right.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Two-step sign-in is not on */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Two-step sign-in is not on for this account.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description 5 wrong passwords in 15 minutes: nothing is checked until the window ends */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many wrong passwords. Please wait 15 minutes and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    TwoFactorController_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPasswordDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSetupAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The password is not the account's; or: Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "That password is not right.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Two-step sign-in is already on (turn it off first) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Two-step sign-in is already on for this account.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description 5 wrong passwords in 15 minutes: nothing is checked until the window ends */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many wrong passwords. Please wait 15 minutes and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    GoalsController_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentGoals"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    GoalsController_set: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoalDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneGoal"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    GoalsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoalDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneGoal"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    GoalsController_archive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneGoal"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    GoalsController_archiveAndSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewGoalDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneGoal"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    GoalsController_history: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoalHistory"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    InsightsController_isPinned: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PinState"];
                };
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    InsightsController_pin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description An empty object */
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PinState"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    InsightsController_unpin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PinState"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ReplyStreamController_stream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many open journal tabs. Close one and reload. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many open journal tabs. Close one and reload.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    JournalController_list: {
        parameters: {
            query?: {
                /** @description The X-Next-Cursor header of the page before (absent: the first page) */
                before?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Only entries written in this calendar month (in tz) */
                month?: string;
                /** @description true: only entries whose coach reply is pinned */
                pinned?: boolean;
                /** @description Only private, or only public, entries */
                privacy?: "private" | "public";
                /** @description Search words (each must match; a word matches the start of a word) */
                q?: string;
                /** @description false leaves out the weekly summaries (the classic journal lists only what the member wrote) */
                summaries?: boolean;
                /** @description Only entries with this tag */
                tag?: "Training" | "Mindset" | "Nutrition" | "Race Day" | "Recovery" | "Life Balance";
                /** @description The time zone of month (IANA name; default UTC) */
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The before of the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description Items matching the filters (first page only) */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryView"][];
                };
            };
            /** @description limit, before or a filter is malformed (nothing else is read); or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the X-Next-Cursor of the page before: a date and an id joined by \"_\" (e.g. 2026-11-23T10:00:00.123456Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    JournalController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEntryDto"];
                "multipart/form-data": components["schemas"]["CreateEntryDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member wrote JOURNAL_ENTRIES_PER_HOUR entries (default 30) in the last hour, or uploaded PHOTOS_PER_HOUR photos (default 60); nothing was stored */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "You have written 30 journal entries in the last hour, the most we take. Please try again later; nothing was saved.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LibraryController_journalLibrary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalLibraryAnswer"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LibraryController_removeSaved: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    JournalController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEntryDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The user uploaded PHOTOS_PER_HOUR photos (default 60) in the last hour; nothing was stored */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many photos uploaded in the last hour. Please try again later.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    JournalController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    JournalController_months: {
        parameters: {
            query?: {
                /** @description false leaves out the weekly summaries (the classic journal lists only what the member wrote) */
                summaries?: boolean;
                /** @description The time zone of the member's calendar months (IANA name; default UTC) */
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalMonthView"][];
                };
            };
            /** @description tz or summaries is malformed; or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "tz must be a time zone name such as Europe/London or America/New_York.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    JournalController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageUrlAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The user uploaded PHOTOS_PER_HOUR photos (default 60) in the last hour; nothing was stored */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many photos uploaded in the last hour. Please try again later.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LibraryController_library: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryAnswer"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LibraryController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LibraryController_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveReportDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is not premium now (saving is part of Premium); nothing was saved; or: Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This is part of Premium membership. Upgrade at /premium to read and save premium reports.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No published premium report has this content_id; nothing was saved */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Premium content not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LibraryController_saveById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is not premium now (saving is part of Premium); nothing was saved; or: Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This is part of Premium membership. Upgrade at /premium to read and save premium reports.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    MomentumController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MomentumView"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProfileController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileAnswer"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account was deleted meanwhile (in another tab or device) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Account not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProfileController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account was deleted meanwhile (in another tab or device) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Account not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account is the only administrator; nothing was deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This is the only administrator: invite another administrator before deleting this account.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Stripe could not be reached to end the member's subscription first; nothing was deleted; or: The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "We could not reach our payment provider to end your Premium subscription, so your account has not been deleted. Please try again in a few minutes.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProfileController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileChangesDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account was deleted meanwhile (in another tab or device) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Account not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    MemberDataController_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberDataExport"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account was deleted meanwhile (in another tab or device) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Account not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More than 10 downloads in the last hour */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "You have downloaded your data several times in the last hour. Please try again later.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProfileController_upgrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpgradeAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account was deleted meanwhile (in another tab or device) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Account not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Stripe billing is set up: the demo upgrade is off; nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Premium is paid through Stripe on this site, so the demo upgrade is off: choose a plan at /premium (POST /api/billing/checkout).",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProfileController_uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    profile_image: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileImageAnswer"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account was deleted meanwhile (in another tab or device) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Account not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The user uploaded PHOTOS_PER_HOUR photos (default 60) in the last hour; nothing was stored */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many photos uploaded in the last hour. Please try again later.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ContentController_autoInitialize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoInitializeView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ContentController_defaultPrompt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DefaultPrompt"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ContentController_editorialCycle: {
        parameters: {
            query?: {
                /** @description How many cycles back from the current one (Previous Cycle presses) */
                cyclesAgo?: number;
                /** @description The editor's calendar day (YYYY-MM-DD, Europe/London); default the server's today */
                on?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditorialCycleView"];
                };
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ContentController_generate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateContentDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The requestId is already running; nothing was started */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A generation with this requestId is already running. Use a new requestId for each generation.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The editor already has GENERATIONS_PER_EDITOR (default 2) generations running; nothing was started; or: Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "You already have 2 generations running. Please wait for one to finish before starting another.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The AI model or image search failed, or its output still broke the rules after one correction (the message says which); nothing was stored */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The AI model sent malformed output (not valid JSON). Please try again.",
                     *       "statusCode": 502,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OPENAI_API_KEY or PEXELS_API_KEY is not set (the message names it), the job queue does not answer, or the worker running the job stopped; nothing was stored; or: The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content generation is not configured: set OPENAI_API_KEY.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The generation, the AI model or image search took too long; if the generation finishes it appears in the list */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content generation is taking longer than expected. If it finishes it will appear in the list.",
                     *       "statusCode": 504,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ContentController_progress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationProgress"];
                };
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The queue store (Redis) does not answer; or: The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Generation progress is unavailable for a moment (the queue store does not answer). Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ContentController_list: {
        parameters: {
            query?: {
                /** @description The X-Next-Cursor header of the page before (absent: the first page) */
                before?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Search words (each must match; a word matches the start of a word) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The before of the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description Items matching the filters (first page only; up to 10000) */
                    "X-Total-Count"?: number;
                    /** @description 10000, instead of X-Total-Count, when more than 10000 items match (first page only) */
                    "X-Total-Count-Over"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationSummary"][];
                };
            };
            /** @description limit, before or q is malformed (nothing is read); or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the X-Next-Cursor of the page before: a date and an id joined by \"_\" (e.g. 2026-11-23T10:00:00.123456Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ContentController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationView"];
                };
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ContentController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateGenerationDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationView"];
                };
            };
            /** @description Bad input (the message names the field), or a new image naming one of our uploads that is not the caller's own (an unchanged one may stay); nothing was changed; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "generated_images.coverImage is not one of your uploads. Upload the image again.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ContentController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationDeleteResult"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ContentController_archive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchiveResult"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ContentController_archived: {
        parameters: {
            query?: {
                /** @description The X-Next-Cursor header of the page before (absent: the first page) */
                before?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Search words (each must match; a word matches the start of a word) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The before of the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description Items matching the filters (first page only; up to 10000) */
                    "X-Total-Count"?: number;
                    /** @description 10000, instead of X-Total-Count, when more than 10000 items match (first page only) */
                    "X-Total-Count-Over"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationSummary"][];
                };
            };
            /** @description limit, before or q is malformed (nothing is read); or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the X-Next-Cursor of the page before: a date and an id joined by \"_\" (e.g. 2026-11-23T10:00:00.123456Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Both are up (status ok) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthView"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database or the queue is down (status degraded; to staff, detail says why); or: The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthView"];
                };
            };
        };
    };
    NewsletterController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmSubscriptionDto"];
            };
        };
        responses: {
            /** @description Your subscription is confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterMessage"];
                };
            };
            /** @description This confirmation link is invalid, has already been used or has expired. Please sign up again; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This confirmation link is invalid, has already been used or has expired. Please sign up again.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeDto"];
            };
        };
        responses: {
            /** @description Thanks! Check your inbox to confirm your subscription. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterMessage"];
                };
            };
            /** @description Not a valid e-mail address; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not a valid e-mail address",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many sign-up attempts. Please try again in an hour. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many sign-up attempts. Please try again in an hour.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterController_unsubscribePage: {
        parameters: {
            query: {
                /** @description The token of the link in the newsletter (the subscriber id and its signature) */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page (HTML) asking to confirm */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description This unsubscribe link is not valid. Use the link at the bottom of a newsletter; or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This unsubscribe link is not valid. Use the link at the bottom of a newsletter.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterController_unsubscribe: {
        parameters: {
            query: {
                /** @description The token of the link in the newsletter (the subscriber id and its signature) */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description You are unsubscribed: no more newsletters will be sent to this address. (JSON; a page when a browser posts the form of the GET page: urlencoded and Accept text/html) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterMessage"];
                    "text/html": string;
                };
            };
            /** @description This unsubscribe link is not valid. Use the link at the bottom of a newsletter; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This unsubscribe link is not valid. Use the link at the bottom of a newsletter.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sent from another site, or with an API key; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cross-site requests are not allowed.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PexelsController_search: {
        parameters: {
            query: {
                orientation?: "landscape" | "portrait" | "square";
                page?: number;
                per_page?: number;
                query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoSearchView"];
                };
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The user made IMAGE_SEARCHES_PER_MINUTE searches (default 30) in the last minute; Pexels was not asked; or: Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "You have searched for images 30 times in the last minute, the most we allow. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Image search failed; nothing was changed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image search failed: Pexels answered 500.",
                     *       "statusCode": 502,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description PEXELS_API_KEY is not set; nothing was changed; or: The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image search is not configured: set PEXELS_API_KEY.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Image search did not answer in time; nothing was changed */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image search failed: Pexels did not answer within 15 seconds.",
                     *       "statusCode": 504,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PremiumController_list: {
        parameters: {
            query?: {
                /** @description The X-Next-Cursor header of the page before (absent: the first page) */
                before?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Search words (each must match; a word matches the start of a word) */
                q?: string;
                /** @description Only the items matched to this theme (the theme field of each item) */
                theme?: "Training & Performance" | "Nutrition & Fueling" | "Recovery & Health" | "Mindset & Motivation" | "Gear & Tech" | "Racing & Strategy";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The before of the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description Items matching the filters (first page only; up to 10000) */
                    "X-Total-Count"?: number;
                    /** @description 10000, instead of X-Total-Count, when more than 10000 items match (first page only) */
                    "X-Total-Count-Over"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PremiumContentSummary"][];
                };
            };
            /** @description limit, before, theme or q is malformed (nothing is read); or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the X-Next-Cursor of the page before: a date and an id joined by \"_\" (e.g. 2026-11-23T10:00:00.123456Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PremiumController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PremiumContentView"];
                };
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PremiumController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePremiumDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PremiumContentView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The item has been deleted (archived); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This premium item has been deleted and can no longer be changed.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PremiumController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PremiumDeleteResult"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PremiumController_enhance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PremiumContentView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The editor already has GENERATIONS_PER_EDITOR (default 2) generations running; nothing was started; or: Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "You already have 2 generations running. Please wait for one to finish before starting another.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The AI model or image search failed, or its output still broke the rules after one correction (the message says which); nothing was stored */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The AI model sent malformed output (not valid JSON). Please try again.",
                     *       "statusCode": 502,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OPENAI_API_KEY or PEXELS_API_KEY is not set (the message names it), the job queue does not answer, or the worker running the job stopped; nothing was stored; or: The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content generation is not configured: set OPENAI_API_KEY.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The generation, the AI model or image search took too long; if the generation finishes it appears in the list */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content generation is taking longer than expected. If it finishes it will appear in the list.",
                     *       "statusCode": 504,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PremiumController_archived: {
        parameters: {
            query?: {
                /** @description The X-Next-Cursor header of the page before (absent: the first page) */
                before?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Search words (each must match; a word matches the start of a word) */
                q?: string;
                /** @description Only the items matched to this theme (the theme field of each item) */
                theme?: "Training & Performance" | "Nutrition & Fueling" | "Recovery & Health" | "Mindset & Motivation" | "Gear & Tech" | "Racing & Strategy";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The before of the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description Items matching the filters (first page only; up to 10000) */
                    "X-Total-Count"?: number;
                    /** @description 10000, instead of X-Total-Count, when more than 10000 items match (first page only) */
                    "X-Total-Count-Over"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PremiumContentSummary"][];
                };
            };
            /** @description limit, before, theme or q is malformed (nothing is read); or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the X-Next-Cursor of the page before: a date and an id joined by \"_\" (e.g. 2026-11-23T10:00:00.123456Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PremiumController_bulkDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDeletePremiumDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDeleteResult"];
                };
            };
            /** @description No theme and no search, or a malformed field; nothing was deleted; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send a theme or a search: a bulk delete acts on the items a filtered list shows.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another number of items matches now than the editor confirmed; nothing was deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "4 articles match now, not 3: nothing was deleted. Look at the list again and confirm.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PremiumController_bulkDeleteTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDeleteResult"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PremiumController_generate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeneratePremiumDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PremiumContentView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The requestId is already running, or the theme already has premium content (send forceCreate to add another); nothing was started */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A generation with this requestId is already running. Use a new requestId for each generation.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The editor already has GENERATIONS_PER_EDITOR (default 2) generations running; nothing was started; or: Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "You already have 2 generations running. Please wait for one to finish before starting another.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The AI model or image search failed, or its output still broke the rules after one correction (the message says which); nothing was stored */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The AI model sent malformed output (not valid JSON). Please try again.",
                     *       "statusCode": 502,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OPENAI_API_KEY or PEXELS_API_KEY is not set (the message names it), the job queue does not answer, or the worker running the job stopped; nothing was stored; or: The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content generation is not configured: set OPENAI_API_KEY.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The generation, the AI model or image search took too long; if the generation finishes it appears in the list */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content generation is taking longer than expected. If it finishes it will appear in the list.",
                     *       "statusCode": 504,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PremiumController_recent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PremiumContentView"][];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PremiumController_regenerateAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegenerateAllView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OPENAI_API_KEY or PEXELS_API_KEY is not set (the message names it), or the job queue does not answer; nothing was started; or: The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content generation is not configured: set OPENAI_API_KEY.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PremiumController_themeCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PremiumThemeCountsView"];
                };
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Called with an API key (members' routes take none) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An API key with the staff scope cannot call this route.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PublisherController_articles: {
        parameters: {
            query?: {
                before?: string;
                /** @description 1-50 (default 24) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReaderArticleSummary"][];
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description limit or before is malformed; or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the published_at and id of the last article read, joined by \"_\" (e.g. 2026-11-23T10:00:00.000Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ArticleListsController_related: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReaderArticleSummary"][];
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AnalyticsController_mostRead: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReaderArticleSummary"][];
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SearchController_search: {
        parameters: {
            query: {
                /** @description Results per page; more than 20 is a 400 */
                limit?: number;
                offset?: number;
                /** @description Words to look for (websearch syntax: "a phrase", -not, or) */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description hit: answered from the short search cache; miss: from the database */
                    "X-Search-Cache"?: "hit" | "miss";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchAnswerView"];
                };
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The client made SEARCHES_PER_MINUTE searches (default 60) in the last minute; or: Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the budget has room again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "You have searched 60 times in the last minute, the most we allow. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ArticleListsController_theme: {
        parameters: {
            query?: {
                before?: string;
                limit?: number;
            };
            header?: never;
            path: {
                theme: "training" | "nutrition" | "recovery" | "mindset" | "gear" | "racing";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticlePageView"];
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description limit or before is malformed; or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the published_at and id of the last article read, joined by \"_\" (e.g. 2026-11-23T10:00:00.000Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not one of the six theme pages */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not one of the six theme pages",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ThemeHeroController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeHeroResponse"];
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ThemeHeroController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateThemeHeroDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeHeroResponse"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_list: {
        parameters: {
            query?: {
                /** @description The X-Next-Cursor header of the page before (absent: the first page) */
                before?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Search words (each must match; a word matches the start of a word) */
                q?: string;
                /** @description Only the articles matched to this theme (the theme field of each article) */
                theme?: "Training & Performance" | "Nutrition & Fueling" | "Recovery & Health" | "Mindset & Motivation" | "Gear & Tech" | "Racing & Strategy";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The before of the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    /** @description Items matching the filters (first page only; up to 10000) */
                    "X-Total-Count"?: number;
                    /** @description 10000, instead of X-Total-Count, when more than 10000 items match (first page only) */
                    "X-Total-Count-Over"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffArticleSummary"][];
                };
            };
            /** @description limit, before, theme or q is malformed (nothing is read); or: Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "before must be the X-Next-Cursor of the page before: a date and an id joined by \"_\" (e.g. 2026-11-23T10:00:00.123456Z_42).",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebsiteDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteContentView"];
                };
            };
            /** @description Bad input (the message names the field), or a featured_image naming one of our uploads that is not the caller's own (an unchanged one may stay); nothing was changed; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "featured_image is not one of your uploads. Upload the image again.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The slug is used by another article (now, or before a rename); nothing was stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The slug \"hill-repeats-after-50\" is already used by another article. Choose another one.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishWebsiteDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteContentView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The article has been deleted (archived); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This website article has been deleted and can no longer be changed.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_revisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionItem"][];
                };
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                revision: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteContentView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The article has been deleted (archived), or the revision has no title; nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This website article has been deleted and can no longer be changed.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_setFeatured: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteContentView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The article has been deleted (archived); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This website article has been deleted and can no longer be changed.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_setHero: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteContentView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The article has been deleted (archived), or it is not published (Only a published article can be the hero. Publish it first.); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This website article has been deleted and can no longer be changed.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_unpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteContentView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The article has been deleted (archived); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This website article has been deleted and can no longer be changed.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_unsetFeatured: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteContentView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The article has been deleted (archived); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This website article has been deleted and can no longer be changed.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_updateImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteContentView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The article has been deleted (archived); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This website article has been deleted and can no longer be changed.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Image search failed, or it found no other photo for the title; nothing was changed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image search failed: Pexels answered 500.",
                     *       "statusCode": 502,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description PEXELS_API_KEY is not set; nothing was changed; or: The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image search is not configured: set PEXELS_API_KEY.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Image search did not answer in time; nothing was changed */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Image search failed: Pexels did not answer within 15 seconds.",
                     *       "statusCode": 504,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idOrSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReaderArticleView"];
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idOrSlug: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebsiteDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteContentView"];
                };
            };
            /** @description Bad input (the message names the field), or a featured_image naming one of our uploads that is not the caller's own (an unchanged one may stay); nothing was changed; or: Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "featured_image is not one of your uploads. Upload the image again.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The article has been deleted (archived), or the slug is used by another article (now, or before a rename); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This website article has been deleted and can no longer be changed.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idOrSlug: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with this id (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_featured: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReaderArticleSummary"][];
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_generate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateContentDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteContentView"];
                };
            };
            /** @description Bad input (the message names the field), a body that is not a JSON object (or not JSON at all) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Please sign in to continue.",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not staff (a member, or a content API key); nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This area is for Flying@50 staff.",
                     *       "statusCode": 403,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The requestId is already running; nothing was started */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A generation with this requestId is already running. Use a new requestId for each generation.",
                     *       "statusCode": 409,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than this route takes; nothing was changed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is too large (at most 100 KB here).",
                     *       "statusCode": 413,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A body that is neither JSON (UTF-8) nor a multipart form; nothing was changed */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).",
                     *       "statusCode": 415,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The editor already has GENERATIONS_PER_EDITOR (default 2) generations running; nothing was started; or: Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "You already have 2 generations running. Please wait for one to finish before starting another.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The AI model or image search failed, or its output still broke the rules after one correction (the message says which); nothing was stored */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The AI model sent malformed output (not valid JSON). Please try again.",
                     *       "statusCode": 502,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OPENAI_API_KEY or PEXELS_API_KEY is not set (the message names it), the job queue does not answer, or the worker running the job stopped; nothing was stored; or: The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content generation is not configured: set OPENAI_API_KEY.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The generation, the AI model or image search took too long; if the generation finishes it appears in the list */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content generation is taking longer than expected. If it finishes it will appear in the list.",
                     *       "statusCode": 504,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_hero: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeroView"];
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_latest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReaderArticleSummary"][];
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WebsiteController_themeCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeCountsView"];
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ArticlePageController_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idOrSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">… */
                    "text/html": string;
                };
            };
            /** @description An old slug or the id: Location is /article/{current slug}, with the query string */
            301: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The 'Article Not Found' page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">…Article Not Found… */
                    "text/html": string;
                };
            };
            /** @description A deleted article: the 'Article Not Found' page */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">…Article Not Found… */
                    "text/html": string;
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    "PublicPagesController_page[9]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">… */
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The frontend is not built (API-only run) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The frontend is not built (API-only run)",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    "PublicPagesController_page[1]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">… */
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The frontend is not built (API-only run) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The frontend is not built (API-only run)",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    "PublicPagesController_page[6]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">… */
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The frontend is not built (API-only run) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The frontend is not built (API-only run)",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    "PublicPagesController_page[5]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">… */
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The frontend is not built (API-only run) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The frontend is not built (API-only run)",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    "PublicPagesController_page[3]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">… */
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The frontend is not built (API-only run) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The frontend is not built (API-only run)",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    "PublicPagesController_page[7]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">… */
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The frontend is not built (API-only run) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The frontend is not built (API-only run)",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    "PublicPagesController_page[4]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">… */
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The frontend is not built (API-only run) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The frontend is not built (API-only run)",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    "PublicPagesController_page[2]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en-GB">… */
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The frontend is not built (API-only run) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The frontend is not built (API-only run)",
                     *       "statusCode": 404,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    DiscoveryController_robots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    DiscoveryController_rss: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RSS 2.0 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    DiscoveryController_themeRss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RSS 2.0 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not one of the six themes: A short plain-text answer (never the app page) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    DiscoveryController_sitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org sitemapindex XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API keys are accepted only in the Authorization header (\"Authorization: Bearer <key>\"), never in the address.",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    DiscoveryController_sitemapFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org urlset XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: the If-None-Match ETag is the current one (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input (the message names the field) or an API key in the address (refused on every path); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "title must be at most 200 characters",
                     *       "statusCode": 400,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An Authorization header with a malformed, unknown or revoked API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key is not valid. Send an active key as \"Authorization: Bearer <key>\".",
                     *       "statusCode": 401,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not a file the index lists: A short plain-text answer (never the app page) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Too many requests with this API key; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests with this API key. Please wait a moment and try again.",
                     *       "statusCode": 429,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment (a restart); nothing was changed. Retry-After says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is unavailable for a moment. Please try again shortly.",
                     *       "statusCode": 503,
                     *       "success": false
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
