# What default.vcl needs from this installation (docker-compose.yml). Copy and adapt it for yours.

# The app's API processes. Several: one backend each, and a director (vmod directors) as the hint.
backend default {
    .host = "api";
    .port = "3000";
    .probe = app_health;
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
}

# Who may purge: this host and the private networks the app's processes run in.
acl purgers {
    "localhost";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

# The app sends CACHE_PURGE_TOKEN as X-Purge-Token. docker-compose.yml writes the token in place of the word below
# when the container starts; a purge without it is refused even from the ACL's networks.
sub check_purge_token {
    if (req.http.X-Purge-Token != "CHANGE-ME-PURGE-TOKEN") {
        return (synth(403, "Wrong purge token"));
    }
}
