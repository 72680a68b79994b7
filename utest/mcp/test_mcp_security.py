"""The server's security options end to end, with the SDK's own client.

Named secrets: a session types a secret by name into a login page; the page gets the
value, and no tool result, server log line, exported suite or recorded trace holds it;
the exported suite then passes with the values given in its environment. Origin rules: a navigation
elsewhere and a file: URL fail naming the rule, an allowed origin works."""

from __future__ import annotations

import json
import re
import subprocess
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mcpclient import McpClient, server_command
from test_mcp_recording import robot

pytestmark = pytest.mark.browser

PASSWORD = "hunter2 & friends"
TOKEN = "tok-3141592653"
# The page shows what it received reversed: proof it got the value, which the server
# would hide if the page showed it as it is.
LOGIN = """<!doctype html><title>Secret login</title>
<label>User <input id="user"></label>
<label>Password <input id="password" type="password"></label>
<label>Token <input id="token"></label>
<button id="go" onclick="got()">Sign in</button>
<p id="got">Nothing yet</p>
<script>
  const reversed = (id) => [...document.getElementById(id).value].reverse().join("");
  function got() {
    document.getElementById("got").textContent = `got ${reversed("password")} / ${reversed("token")}`;
  }
</script>"""


@pytest.fixture(scope="module")
def session(tmp_path_factory: pytest.TempPathFactory, http_server: Any) -> Iterator[dict[str, Any]]:
    folder = tmp_path_factory.mktemp("secrets")
    env = folder / "secrets.env"
    env.write_text(f'PASSWORD="{PASSWORD}"\nTOKEN={TOKEN}\n', encoding="utf-8")
    client = McpClient("--secrets", str(env), "--caps", "all", "--log-level", "DEBUG",
                       "--export-dir", str(folder))  # fmt: skip
    results: list[str] = []
    try:
        yield {"client": client, "folder": folder, "results": results,
               "url": http_server.add("/secret-login.html", LOGIN)}  # fmt: skip
    finally:
        client.close()
    assert PASSWORD not in client.log and TOKEN not in client.log  # every server log line
    assert "browser_get_value success" in client.log  # it logged each call and its outcome


def call(session: dict[str, Any], tool: str, **arguments: Any) -> dict[str, Any]:
    envelope = session["client"].envelope(tool, **arguments)
    text = json.dumps(envelope, ensure_ascii=False)
    assert PASSWORD not in text and TOKEN not in text, text
    session["results"].append(text)
    return envelope


def test_a_named_secret_reaches_the_page_and_nothing_else(session: dict[str, Any]) -> None:
    def ok(tool: str, **arguments: Any) -> dict[str, Any]:
        envelope = call(session, tool, instance="login", **arguments)
        assert envelope["status"] == "success", envelope
        return envelope["data"]

    ok("browser_create_instance")
    ok("browser_navigate", url=session["url"])
    ok("browser_type", ref="#user", text="ada")
    ok("browser_type", ref="#password", text="${PASSWORD}")
    ok(
        "browser_fill_form",
        fields=[{"name": "Token", "type": "textbox", "ref": "#token", "value": "${TOKEN}"}],
    )
    ok("browser_click", ref="#go")
    ok("browser_verify_text_visible", text=f"got {PASSWORD[::-1]} / {TOKEN[::-1]}")
    # What would show a value shows its name instead.
    assert ok("browser_get_value", ref="#token")["value"] == "${TOKEN}"
    assert (
        ok("browser_evaluate", function="() => document.getElementById('password').value")["result"]
        == "${PASSWORD}"
    )
    assert re.search(
        r'textbox "Token" \[ref=e\d+\]: \$\{TOKEN\}', ok("browser_snapshot")["snapshot"]
    )
    exported = ok("browser_export_robot", path="login.robot", verify=True)
    # The replay got the values in its environment (never on its command line).
    assert exported["verification"]["passed"] is True, exported
    suite = Path(exported["path"]).read_text(encoding="utf-8")
    assert PASSWORD not in suite and TOKEN not in suite
    assert re.search(r"\$\{PASSWORD: Secret\}\s+%\{PASSWORD\}", suite), suite
    assert re.search(r"\$\{TOKEN: Secret\}\s+%\{TOKEN\}", suite), suite
    # The suite replays the session with the values from its environment.
    run = robot("login.robot", cwd=session["folder"], password=PASSWORD, extra={"TOKEN": TOKEN})
    assert run.returncode == 0, run.stdout + run.stderr


def test_an_unknown_secret_name_and_recordings_to_files_are_refused(
    session: dict[str, Any],
) -> None:
    unknown = call(session, "browser_type", instance="login", ref="#user", text="${PASWORD}")
    assert unknown["error_type"] == "invalid_params"
    assert unknown["message"].startswith("no secret 'PASWORD'; the secrets are PASSWORD, TOKEN")
    har = call(session, "browser_create_instance", instance="har", record_har_path="x.har")
    assert har["message"].startswith("argument(s) record_har_path of browser_create_instance")
    assert "records no HAR or video (a trace it does record" in har["message"]


# The secrets typed where a trace sees them: an action's argument, a text field's value in
# the DOM snapshots, a JSON body sent by fetch, a form's query string.
TRACED = """<!doctype html><title>Traced</title>
<form id="form" action="/secret-traced.html" method="get">
  <input id="shown" name="shown"> <input id="token" name="token">
</form>
<button id="send" onclick="send()">Send</button>
<script>
  function send() {
    const body = JSON.stringify({shown: shown.value, token: token.value});
    fetch("/secret-echo", {method: "POST", body}).finally(() => form.submit());
  }
</script>"""


def written_forms(value: str) -> list[bytes]:
    """How a value can be written in a trace's files."""
    from urllib.parse import quote, quote_plus

    texts = {value, json.dumps(value)[1:-1], quote(value, safe=""), quote_plus(value)}
    texts.add(value.replace("&", "&amp;"))
    return [text.encode() for text in texts]


def test_a_trace_recorded_with_secrets_holds_none_of_their_values(
    session: dict[str, Any], http_server: Any
) -> None:
    def ok(tool: str, **arguments: Any) -> dict[str, Any]:
        envelope = call(session, tool, instance="traced", **arguments)
        assert envelope["status"] == "success", envelope
        return envelope["data"]

    url = http_server.add("/secret-traced.html", TRACED)
    ok("browser_create_instance")
    ok("browser_start_tracing", file_path="secret-trace.zip", title="with secrets")
    ok("browser_navigate", url=url)
    ok("browser_type", ref="#shown", text="${PASSWORD}")
    ok("browser_type", ref="#token", text="${TOKEN}")
    ok("browser_click", ref="#send")
    ok("browser_wait_for_url", url="**/secret-traced.html?*")
    ok("browser_verify_text_visible", text="Send")  # the page after the form's GET
    path = Path(ok("browser_stop_tracing")["path"])
    named = b""
    with zipfile.ZipFile(path) as trace:
        for member in trace.namelist():
            data = trace.read(member)
            for secret in (PASSWORD, TOKEN):
                for form in written_forms(secret):
                    assert form not in data, f"{form!r} is in {member}"
            named += data if member.endswith((".trace", ".network")) else b""
        for line in trace.read("trace.trace").splitlines():
            json.loads(line)  # still a trace the viewer reads
    # The actions, the snapshots and the network are there, with the names instead.
    assert b'"${PASSWORD}"' in named and b"${TOKEN}" in named
    assert b"secret-echo" in named and b"shown=${PASSWORD}" in named
    ok("browser_destroy_instance")


def test_origin_rules_through_the_server(fixture_site: tuple[str, str]) -> None:
    allowed, other = fixture_site
    client = McpClient("--allowed-origins", allowed, "--timeout", "10", "--caps", "core,instances")
    try:
        client.ok("browser_create_instance", instance="guarded")
        assert (
            client.ok("browser_navigate", instance="guarded", url=f"{allowed}/index.html")["status"]
            == 200
        )
        refused = client.error("browser_navigate", "navigation_failed", instance="guarded",
                               url=f"{other}/index.html")  # fmt: skip
        assert refused["message"].endswith(
            f"matches none of the allowed origins ({allowed}; allowed_origins)"
        )
        hop = client.error("browser_navigate", "navigation_failed", instance="guarded",
                           url=f"{allowed}/__redirect__?to={other}/index.html")  # fmt: skip
        assert f"redirected to {other}/index.html matches none of the allowed" in hop["message"]
        passwd = client.error("browser_navigate", "navigation_failed", instance="guarded",
                              url="file:///etc/passwd")  # fmt: skip
        assert "file: URL, refused unless allow_file_urls is set" in passwd["message"]
    finally:
        client.close()


def test_a_bad_origin_pattern_stops_the_server() -> None:
    run = subprocess.run(server_command("--blocked-origins", "example.com"), capture_output=True,
                         text=True, timeout=60, stdin=subprocess.DEVNULL)  # fmt: skip
    assert run.returncode == 2
    assert "argument 'blocked_origins': 'example.com' is not an origin pattern" in run.stderr
