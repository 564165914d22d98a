vcl 4.1;
# The HTTP cache in front of Flying@50 (issue 24; docs/operations.md, "Edge cache").
#
# The app says what an edge may keep: readers' answers carry `Cache-Control: public, max-age=0, s-maxage=N,
# stale-while-revalidate=30, stale-if-error=M` and their surrogate keys in `xkey` (the public cache's tags:
# article:<id>, theme:<page>, articles, ads, html, upload:<name>, all). Everything else is `private, no-store`.
# On each content event the app purges exactly the touched keys here: `PURGE /` with `xkey-purge: <keys>` and
# `X-Purge-Token` (CACHE_PURGE_URLS, CACHE_PURGE_TOKEN); `xkey-softpurge` instead makes the copies stale only.
#
# local.vcl (found through vcl_path) defines what differs per installation: the backend(s), which must use the
# probe `app_health`; the ACL `purgers`; and `sub check_purge_token`.
# Checked by test/ops/edge-cache.test.ts with a real varnishd.

import std;
import xkey;

# The app's health, as a load balancer asks it (docs/operations.md "Health"): /api/health answers 503 only when the
# database does not answer (200 while Redis is down: the site works), costs a `select 1` and a few Redis reads, is
# never cached, and is left out of the app's request log. A backend is sick when it does not answer or its database
# is down; readers then get the stale copies (stale-if-error) instead of errors.
probe app_health {
    .url = "/api/health";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

include "local.vcl";

sub vcl_recv {
    unset req.http.X-Edge-Pass;
    # The app counts each client (rate limits, Most-Read) by the address it is told (TRUST_PROXY trusts this hop).
    # Varnish is the first hop: what a client writes in X-Forwarded-For is its own claim, so the app is told the
    # address Varnish saw instead. Behind a load balancer or CDN of your own, keep its header here: remove this line
    # (Varnish then appends client.ip) and trust that hop too.
    set req.http.X-Forwarded-For = client.ip;

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Not allowed to purge"));
        }
        call check_purge_token;
        if (!req.http.xkey-purge && !req.http.xkey-softpurge) {
            return (synth(400, "Name the keys to purge in the xkey-purge or xkey-softpurge header"));
        }
        # Hard: the copies go (an article's own page after an edit or a delete).
        set req.http.X-Purged = "0";
        if (req.http.xkey-purge) {
            set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
        }
        # Soft: the copies become stale but stay (lists and pages that show an article, a publish's theme pages, the
        # pages an ad change touches; by hand before maintenance). The next reader gets the stale copy at once while
        # it is fetched again (grace), so a publish touching thousands of pages renders each only when next asked for,
        # never all at once, and stale-if-error still has them.
        set req.http.X-Soft-Purged = "0";
        if (req.http.xkey-softpurge) {
            set req.http.X-Soft-Purged = xkey.softpurge(req.http.xkey-softpurge);
        }
        return (synth(200, "Purged " + req.http.X-Purged + " objects, soft-purged " + req.http.X-Soft-Purged));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        set req.http.X-Edge-Pass = "method";
        return (pass);
    }

    # A session or an API key: the answer belongs to that person or key (members, staff, entitlements, drafts).
    # Never looked up here, never stored here. The session cookie is __Host-f50_session on an https site and
    # f50_session over plain http (and in browsers signed in before the prefix came in, until their next request).
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(__Host-)?f50_session=") {
        set req.http.X-Edge-Pass = "session";
        return (pass);
    }
    # Any other cookie changes nothing the app answers a reader.
    unset req.http.Cookie;

    # Past its s-maxage an answer is served 30 s more (stale-while-revalidate, fetched again meanwhile); while the
    # app is sick, as long as its stale-if-error allows.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 30s;
    }
    return (hash);
}

sub vcl_pass {
    if (!req.http.X-Edge-Pass) {
        set req.http.X-Edge-Pass = "uncacheable";
    }
}

sub vcl_backend_response {
    # A failed background refresh keeps the copy we have.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Only what the app marked for the edge is kept: surrogate keys, public, no cookie (and the build's hashed,
    # immutable assets). Anything else is passed through (hit-for-miss: asked again each time, kept once it is public).
    if (!(beresp.http.xkey || (bereq.url ~ "^/assets/" && beresp.http.Cache-Control ~ "immutable"))
        || beresp.http.Set-Cookie
        || beresp.http.Cache-Control !~ "(?i)(^|[ ,])public([ ,]|$)"
        || beresp.http.Cache-Control ~ "(?i)private|no-store|no-cache") {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # How long past its time the copy may still be served if the app fails (stale-if-error; 30 s when not said).
    set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 30s);
    return (deliver);
}

sub vcl_deliver {
    if (req.http.X-Edge-Pass) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The keys are for this cache (and the app's purges), not for browsers.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
}
