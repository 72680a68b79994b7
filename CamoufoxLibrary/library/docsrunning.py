"""The library introduction's sections about running suites: parallel and remote runs,
the network, tracing, healing, output files, errors, timeouts and failures (``docs.py``
puts them after the sections about using the keywords)."""

from ..core import ERROR_TYPES
from ..core.contract.settings import Settings

ERRORS_TABLE = "\n".join(
    ["| =error_type= | =Meaning= |"]
    + [f"| ``{name}`` | {meaning} |" for name, meaning in ERROR_TYPES.items()]
)

RUNNING = f"""= Parallel and remote runs =

*pabot*: ``pabot --processes 4 --testlevelsplit tests/`` runs the tests in several
``robot`` processes at once. Each process imports the library for itself: its
instances, its current instance and its ``max_instances`` are its own (the cap
counts one process's instances: four processes with the default
{Settings.max_instances} may run {4 * Settings.max_instances} browsers). A
``profile_dir`` is locked for the whole machine while an instance uses it: an
instance of another process that asks for it fails with ``profile_dir_in_use``
naming the process that holds it, so give each process a folder of its own
(``profile_dir=${{TEMPDIR}}/profile-${{PABOTEXECUTIONPOOLID}}``) or wait for it
(``Wait Until Keyword Succeeds``). No browser process outlives the process that
started it, however that process ends: a failure, Ctrl-C, ``SIGTERM`` or
``SIGKILL`` (what pabot's ``--processtimeout`` sends).

*A browser server per machine*: with ``ws_endpoint``, `Create Instance` connects to a
Playwright browser server instead of launching a browser; the endpoint alone selects
it. The instance's engine is ``remote``; every keyword works on it as on a local one,
and ``browser_of`` makes another instance in the same remote browser. The browser
runs where the server runs, so URLs are as that machine sees them (``localhost`` is
the server's), while files stay where Robot runs: `Screenshot`, `Save Storage State`,
``record_har_path`` and `File Upload` read and write this machine's files. The
server owns its browser's processes: `Destroy Instance` closes the connection, and
the server closes the browser it ran for it. Launch options of the library
(``engine``, ``executable_path``, ``profile_dir``, the Camoufox options) are
``invalid_params`` with ``ws_endpoint``; ``launch_options`` tell the server what to
launch instead, in Playwright's names. By default they ask for Firefox over WebDriver
BiDi (``channel`` ``moz-firefox``) with the ``executablePath`` of this machine's
``firefox``/``firefox-esr``, headless as the library's; ``headless``, ``proxy`` and
``color_scheme``, ``reduced_motion``, ``java_script_enabled`` (Firefox preferences)
go into them. ``connect_headers`` go with the handshake (a token may be a
``Secret``); ``connect_timeout`` bounds the connect (default 30 seconds).

| =Server= | =Start it with= | =Notes= |
| Playwright's | ``python -m playwright run-server --host 127.0.0.1 --port 9222 --unsafe`` | In the playwright pip package, nothing to download. ``--unsafe`` lets a client give ``executablePath`` and ``firefoxUserPrefs``: Firefox ESR needs the first (the ``moz-firefox`` channel looks for ``/snap/bin/firefox`` only), the browser-wide options the second. Endpoint: ``ws://127.0.0.1:9222/``. |
| Camoufox's | ``python -m camoufox server`` | Launches one Camoufox and prints its endpoint (``ws://localhost:<port>/<path>``); it ignores launch options, so give ``launch_options={{}}`` (then Firefox over BiDi is not assumed). |

*A fleet of servers*: ``ws_endpoint`` also takes a list of endpoints
(``ws_endpoint=${{SERVERS}}``, with ``@{{SERVERS}}`` set as a variable), or one balancer's
address (HAProxy in front of ``camoufox-server`` processes, see ``docs/fleet.md``). Each
`Create Instance` starts at a random entry, so pabot's workers spread over the
servers; when a server fails in a way another may not (nothing listening, the
connection reset or closed during the handshake, a 503: full or draining), it retries
once on the next entry (with a balancer's one address: that address again, and the
balancer picks another server; not after its queue timed out, it waited already), all
within ``connect_timeout``. Against a
``camoufox-server`` (or ``playwright launch-server``), an instance costs a context in a
browser that is running already, not a launch, and instances of different
connections never share a context. When every attempt finds the fleet full (a server
answering 503 full, or HAProxy closing a connection its queue held until its ``timeout
queue``), the keyword fails with ``instance_limit_exceeded: the fleet at ... is full``,
naming the endpoints and the time waited: such tests can run again with ``pabot
--rerunfailed``. A server whose browser cannot be what ``launch_options`` ask (its 409)
is ``invalid_params`` naming them and the server's reason. When a server dies mid-test,
the keywords of its instances fail with ``browser_not_running`` at once (the
connection closes); `Destroy Instance` clears them, and the next `Create Instance`
gets another server.

*Versions*: the playwright packages of the client (the library's) and of the server
must be the same version (major and minor): a server refuses any other client with
HTTP 428, which `Create Instance` reports as ``browser_not_running: ... Playwright
version mismatch: the server runs 1.62, this client 1.55``. ``python -m playwright
--version`` says which one is installed.

*Errors*: a connect that fails (its retry too) is ``browser_not_running`` naming the
endpoint and the cause, but for a full fleet and a server's 409 (above): nothing listens
there, the host is not found, the connection was reset or closed unanswered, the
server is draining or unavailable (503), it refused the WebSocket handshake (an HTTP
status: a wrong path or token), a version mismatch, the server could not start a
browser (its reason, e.g. no Firefox where it looked), or no browser within
``connect_timeout``. A browser-wide option the server's browser
did not take (a server without ``--unsafe``) is ``unsupported_capability``. When a
server dies, every instance in its browsers fails with ``browser_not_running``;
`Destroy Instance` clears them.

*A recipe without containers*: on the browser machine, ``python3 -m venv pw &&
pw/bin/pip install playwright==X.Y.Z`` (the version ``python -m playwright --version``
prints where Robot runs), ``apt-get install firefox-esr`` and ``pw/bin/python -m playwright run-server --host 127.0.0.1 --port
9222 --unsafe``. ``--unsafe`` lets every client start any program as the server's
user: keep the server on 127.0.0.1 and reach it through SSH, ``ssh -N -L
9222:127.0.0.1:9222 browsers.example``, from the machine that runs Robot. There:

| `Create Instance` | ws_endpoint=ws://127.0.0.1:9222/ | connect_timeout=1 min |
| ``pabot --processes 4 --testlevelsplit --variable WS:ws://127.0.0.1:9222/ tests/`` |

= Network =

Routes answer an instance's requests instead of the network, on every page of the
instance and no other instance's: `Route Fulfill` (a mock: status, headers, a body,
JSON or a file), `Route Abort` (block: images, ads) and `Route Continue` (on to the
server with another method or added headers); `Route From Har` replays a HAR file
that ``record_har_path`` of `Create Instance` recorded. Routes added later are tried
first. `List Routes` shows each with ``matched``, how many requests it handled;
`Unroute` and `Unroute All` remove them.

URL patterns are those of `Wait For Url`: a glob matching the whole URL (``*`` any
run of characters but ``/``, ``**`` any run, ``{{a,b}}`` either), or ``regex:`` and a
regular expression searched in it.

To wait for traffic, start waiting *before* the action, then collect:
`Expect Request` / `Wait For Request`, `Expect Response` / `Wait For Response`,
`Expect Download` / `Wait For Download`. `Download` fetches a URL with the
instance's cookies. Files go under ``${{OUTPUT DIR}}`` (``downloads/`` by default) or
where a path says, as `Output files` says.

| `Route Fulfill` | ``**/api/orders`` | json=${{{{ {{"orders": []}} }}}} |
| ${{wait}} = | `Expect Response` | ``**/api/orders`` | method=POST |
| `Click` | id=place-order |
| ${{response}} = | `Wait For Response` | ${{wait}}[wait_id] |
| Should Be Equal As Integers | ${{response}}[status] | 201 |

On Firefox over WebDriver BiDi: request bodies are not reported (``body_unavailable``
says so), an aborted request always fails as ``NS_ERROR_ABORT`` (another ``error`` is
``unsupported_capability``), `Route Continue` cannot change the URL (``to_url`` is
``unsupported_capability``), and a failed download's reason is always ``canceled``.

= Tracing =

A Playwright trace holds a film of the pages, their DOM before and after each
action, the network, and the actions with their timing. With the import argument
``tracing=on`` every test records one per instance, saved as
``${{OUTPUT DIR}}/traces/<suite>.<test>-<instance>.zip``; with
``tracing=retain-on-failure`` only failed tests keep theirs. Each keyword that runs
is a group in the trace, named as written in the test. The first keyword that fails
links the test's traces in log.html. `Start Tracing` and `Stop Tracing` record one
by hand.

Open a trace with Playwright's trace viewer, which comes with the playwright
package: ``python -m playwright show-trace traces/Suite.Test-main.zip``. It shows
the trace in a browser of Playwright's own (Chromium by default); with ``--host
127.0.0.1 --port 9323`` it serves it on that port, for any browser.

| Library | CamoufoxLibrary | tracing=retain-on-failure |

Video recording (``record_video_dir`` of `Create Instance`) needs Playwright's own
ffmpeg build (``python -m playwright install ffmpeg``); without it the option fails
with ``unsupported_capability``.

= Healing =

A suite breaks when an id or a button's text changes, though a person would still
find the element at once. With ``healing=on`` the library finds it too, without a
model or a network: the first time a selector finds one element in a run, its
*fingerprint* is kept in a store file beside the suite (``camoufox-locators.json``,
or ``healing_store``): the element's tag, role, name, text, labels, attributes,
neighbours' texts and place, and the *candidates* that found it alone then (its test
id, role and name, label, placeholder, text, id, ``name``, its role inside its named
form or section, its path). `Generate Locator` keeps one for each locator it makes.

When a selector later matches no element, its candidates are tried. One heals only
if it finds exactly one element and that element agrees with the fingerprint at
least 0.70 (of 1); two agreeing elements never heal: the keyword fails with
``element_not_found`` naming both and the candidates that found them. An action
waits half a second for the selector before healing, as it waits for a late element.
Each heal is a warning naming the old and new selector and the line, and
``${{OUTPUT DIR}}/healing.patch`` gets the change as a unified diff of the ``.robot``
files: ``patch -p1 < results/healing.patch`` fixes the suite for good.

Healing never touches expected values (``Get Text    id=status    ==    Saved``
heals ``id=status``, never ``Saved``) nor refs (a gone ref is ``stale_ref``).
``healing=record`` keeps the store current without healing; ``off`` (the default)
does neither. A store that is not valid JSON, or another tool's, is reported and
ignored: nothing heals from it and it is never written over. To run with healing
locally and without it in CI, import with a variable:

| Library | CamoufoxLibrary | healing=${{HEALING}} |
| *** Variables *** |
| ${{HEALING}} | on |

and run CI with ``robot --variable HEALING:off``. More in ``docs/healing.md``.

= Output files =

Every path a keyword writes to follows one rule: ``file_path`` of `Screenshot`,
`Save Storage State`, `Start Tracing`, `Stop Tracing`, `Download`, `Wait For
Download` and `Pdf Save`, ``folder`` of the two download keywords, and
``record_har_path`` and ``record_video_dir`` of `Create Instance`.

- A relative path is relative to ``${{OUTPUT DIR}}``, not to the working folder.
- A path that names a place in ``${{OUTPUT DIR}}`` (a relative one, or an absolute
  one such as ``${{OUTPUT DIR}}/shots/a.png``) must still be inside it once ``..``
  and symbolic links are followed: ``../a.png``, or ``shots/a.png`` where ``shots``
  is a link to a folder elsewhere, fail with ``invalid_params`` naming the argument,
  before anything is written.
- Any other absolute path (``/tmp/a.png``, ``${{CURDIR}}/state.json``) is written
  where it says: the test chose it.

A file's folder must exist and be writable (a download ``folder`` and
``record_video_dir`` are made when missing). The defaults are in ``${{OUTPUT DIR}}``:
``camoufox-screenshot-N.png``, ``storage-state-<instance>.json``, ``traces/`` and
``downloads/``. The rule is the tools' own: the MCP server applies it to its
``--output-dir``, and refuses an absolute path outside that folder too.

= Errors =

A failing keyword raises an error whose message begins with the error type, so
``Run Keyword And Expect Error`` can match it with a glob:

| Run Keyword And Expect Error | stale_ref:* | `Screenshot` | ref=e99 |

``verification_failed`` failures are assertion failures.

A message is the library's own words: what happened and what to do next. Where the
page or the browser said something about what the keyword was given (a script's
error, a network error code, a selector's syntax error), the message quotes it.
Playwright's own account of a failure (its API call, such as
``Locator.click: Timeout 9703ms exceeded.``, and its call log) is never in the message:
the keyword logs it at DEBUG level, just before it fails, with the value of a
``Secret`` argument written ``***``. Run with ``--loglevel DEBUG`` (or
``DEBUG:INFO``) to see it in log.html.

Each keyword's documentation lists the errors it fails with ("Fails with ..."),
taken from what its tool declares. Besides those, every keyword that acts on an
instance fails with ``instance_not_found`` when there is no such instance (or no
current one), and with ``browser_not_running`` when the instance's browser died
(a page that crashes takes Firefox down over WebDriver BiDi: the message then says
first which page crashed; over Camoufox a crashed page fails the keywords on it with
``page_not_found`` saying so, and the browser lives on); any keyword fails with ``operation_timeout`` when it runs out of time (see
`Timeouts`) and with ``invalid_params`` for an argument of the wrong type. An
argument from a closed set (a mouse button, an engine, an element type) is checked
by Robot Framework before the keyword runs: its error names the argument and the
values it takes.

{ERRORS_TABLE}

= Timeouts =

Every keyword has a deadline: the library ``timeout`` (10 seconds unless set at
import or with `Set Camoufox Timeout`). Nothing waits longer, not even a page stuck
in an endless script or a browser that stopped answering: the keyword fails with
``operation_timeout`` (or ``navigation_timeout`` / ``wait_timeout`` where that says
more). The wait keywords' own ``timeout`` adds to their deadline (see `Waiting`).
Robot Framework's own test and keyword timeouts also work: the pending browser call
is cancelled when they fire.

An action waits until its element can take it (visible, enabled, editable for text,
stable and not covered, as each action needs). When the deadline comes first, the
``operation_timeout`` says what kept it, with the locator and how many elements it
matched: the element went away (it matched no element), stayed hidden (and by what:
``display:none`` on itself or on which ancestor, ``visibility:hidden``, a zero size;
``opacity`` does not hide), disabled, read-only, kept moving, or stayed covered by
another element (named):

| operation_timeout: `Click`: 'id=save' (1 match) stayed hidden (not visible) for 9.7 s: display:none on <div id="panel">

= Failures =

When a keyword fails, the library runs its ``run_on_failure`` keyword once: by
default `Screenshot`, which embeds a screenshot of the current page in log.html.
``run_on_failure=NONE`` at import turns that off; `Register Keyword To Run On Failure`
changes it during the run. Nothing is recorded when the failure is expected (inside
``Run Keyword And Expect Error``, ``Run Keyword And Ignore Error`` or ``Run Keyword
And Return Status``), after an ``operation_timeout`` (the page is stuck; a screenshot
would time out too), or when the instance has no live page.
"""
