"""The library's introduction for libdoc and its import table; the sections about running
suites are in ``docsrunning.py``."""

from ..core.contract.settings import Settings
from ..core.contract.vocabulary import ENGINES
from .docsrunning import RUNNING
from .keywords.assertions import DEFAULT_RETRY

DEFAULTED = [f"``{e}``" + (" (default)" if e == Settings.engine else "") for e in ENGINES]
ENGINE_WORDS = ", ".join(DEFAULTED[:-1]) + f" or {DEFAULTED[-1]}"

IMPORTS = f"""Imports the library. Nothing starts until a keyword needs it.

| =Argument= | =Description= |
| ``engine`` | {ENGINE_WORDS}. See `Engines`. |
| ``executable_path`` | Browser binary to start instead of the one the engine finds. Default: none. |
| ``headless`` | Run browsers without a window. Default: {str(Settings.headless).lower()}. |
| ``timeout`` | Deadline of every keyword, e.g. ``{Settings.timeout:g}s`` (the default) or ``1 min``. See `Timeouts`. |
| ``max_instances`` | How many instances may run at once. Default: {Settings.max_instances}. |
| ``run_on_failure`` | Keyword run when a keyword of this library fails. Default: `Screenshot`. ``NONE`` disables it. `Register Keyword To Run On Failure` changes it during the run. |
| ``auto_close`` | ``suite`` (default): instances a suite created are destroyed when it ends. ``test``: those a test created, when it ends. ``never``. |
| ``retry_assertions_for`` | How long assertions retry: getters with an operator and the ``Verify ...`` keywords, e.g. ``{DEFAULT_RETRY.total_seconds():g}s`` (the default); ``0`` checks once. See `Assertions`. |
| ``tracing`` | A Playwright trace of every test: ``on``, ``retain-on-failure`` (kept for failed tests only) or ``{Settings.tracing}`` (the default). See `Tracing`. |
| ``allowed_origins`` | The only origins the browsers may reach, comma-separated: ``https://example.com``, ``https://*.example.com``, ``http://127.0.0.1:*``. `Navigate` elsewhere fails with ``navigation_failed`` naming the rule, and a page's requests elsewhere are aborted. A Navigate that a redirect took elsewhere fails the same way once loaded (the redirected request was sent: over WebDriver BiDi no route sees a redirect); a page's own redirects are not caught. Default: any. |
| ``blocked_origins`` | Origins the browsers may never reach, in the same form; they win over ``allowed_origins``. Default: none. |
| ``allow_file_urls`` | Whether ``file:`` URLs may be opened. Default: ``{Settings.allow_file_urls}`` (the MCP server refuses them unless ``--allow-file-urls``). |
| ``healing`` | Locator healing: ``off`` (the default), ``record`` (keep each selector's fingerprint in the store) or ``on`` (record, and heal a selector that matches no element from its fingerprint, with a warning and a patch). See `Healing`. |
| ``healing_store`` | The fingerprints' file: relative to the folder of the top-level suite and inside it, or an absolute path under ``${{OUTPUT DIR}}``. Default: ``camoufox-locators.json`` beside the suite. |
| ``plugins`` | Tools of your own, each a keyword: a module or ``.py`` file, ``;`` before its arguments, ``,`` between plugins, e.g. ``mypkg.tools;deepest=3,extra.py``. Default: none. See ``docs/plugins.md`` in the project. |

Example:
| Library | CamoufoxLibrary | engine=firefox | timeout=20s | auto_close=test |
"""

INTRODUCTION = f"""CamoufoxLibrary drives Camoufox (the anti-detect Firefox) and stock Firefox from Robot Framework.

Every keyword is one call of the library's async tool core, made through a sync
bridge: the keyword returns the tool's result data as a dictionary, or fails with a
message that starts with the tool's ``error_type``.

%TOC%

= Instances =

An *instance* is a named browser process with one browser context: its own
cookies, storage, pages and process. `Create Instance` starts one (named ``main``
unless you say otherwise) with one blank page and makes it the *current instance*;
every other keyword acts on the current instance unless given ``instance=``.
`Switch Instance` changes the current instance; `List Instances` shows them all.

A ``profile_dir`` makes an instance persistent: cookies and storage survive
`Destroy Instance` and the next `Create Instance` on the same folder. One browser
process may use a profile folder at a time (``profile_dir_in_use``).

By default, instances a suite created are destroyed when that suite ends
(``auto_close=suite``); with ``auto_close=test`` those a test created are destroyed
when the test ends; with ``auto_close=never`` they live until `Destroy Instance` or
the end of the run. When the run ends, however it ends (failure, Ctrl-C,
``SIGTERM``), every browser process the library started is ended.

If an instance's browser process dies, keywords on it fail with
``browser_not_running``; `Destroy Instance` then clears it so it can be created again.

= Engines =

| =Engine= | =What runs= |
| ``auto`` | Camoufox if its browser is installed, else ``firefox`` / ``firefox-esr`` on PATH, else Playwright's own Firefox build. |
| ``camoufox`` | Camoufox, launched by the ``camoufox`` package's own launcher. Install its browser with ``python -m camoufox fetch``. |
| ``firefox`` | A stock Firefox (``firefox``, ``firefox-esr`` on PATH, or ``executable_path``) driven over WebDriver BiDi. |
| ``playwright-firefox`` | Playwright's patched Firefox, installed with ``python -m playwright install firefox``. |

Camoufox options of `Create Instance` (``os``, ``humanize``, ``locale``, ``geoip``,
``block_images``, ``block_webrtc``, ``block_webgl``, ``window``,
``camoufox_options``) are rejected with ``invalid_params`` on other engines, never
silently ignored. When no engine is found, ``binary_not_found`` says what was tried
and how to install each. `List Instances` reports each instance's engine and browser
version.

= Refs and locators =

An element argument (``ref`` in the keywords) is either a *ref* or a *selector*.

*Refs* come from `Snapshot`: ``e12`` for elements of the page itself, ``f1e3``
for elements inside iframes (``ref=e12`` works too); the ``f`` prefix means an
iframe however often the tab navigated. A ref names one element of the current
document: after a navigation, or when the element is removed, it fails at once with
``stale_ref`` — take a new `Snapshot`. The numbers go on across a tab's pages (the
next page's refs start above the last page's), so an old ref never finds an element
of the new page.

*Selectors* are durable, so they can be written into a ``.robot`` file before the
run: anything Playwright's ``page.locator()`` accepts, such as
``internal:role=button[name="Submit"i]`` (what `Generate Locator` returns),
``css=form .primary``, ``xpath=//button``, ``text=Save``,
``role=button[name="Save"]``, ``id=email``, ``data-testid=login`` or bare CSS like
``#main``. Mind the names: ``internal:role=button[name="Save"i]`` matches a button
whose name *contains* "save" in any case (``Save draft`` too), while
``role=button[name="Save"]`` and ``internal:role=button[name="Save"s]`` match the
exact name only.

An action (`Click`, `Type`, `Hover`, ...) on a selector that matches nothing yet
waits for it to appear, up to the keyword's timeout, as Playwright's actionability
does, and then fails with ``element_not_found``; reads (getters, ``Verify ...``)
look once, and their assertions retry (see `Assertions`). The checked state of a
checkbox or radio is read by `Verify Value` (``element_type=checkbox``).

| `Screenshot` | ref=e12 |
| `Screenshot` | ref=internal:role=button[name="Submit"i] |

= Text editors =

`Type`, `Fill Text`, `Fill Secret`, `Clear Text` and `Fill Form` replace the text of
an ``<input>``, a ``<textarea>`` or an editor that is no plain field. An editor is
typed into as a user does: focused, all selected with Control+A (Meta+A on macOS),
then the text inserted (key by key with ``slowly=True``; Delete for `Clear Text`):

- a contenteditable element (a rich text editor, CodeMirror 6);
- the hidden textarea a code editor takes the keys in while it draws the text elsewhere
  (CodeMirror 5, Monaco, Ace): a field smaller than 4 pixels, transparent, or inside a
  clipping box smaller than that. `Snapshot` shows it as the editor's ``textbox``: use
  its ref, or a selector such as ``css=.CodeMirror textarea``.

The editor's outer box (``css=.CodeMirror``) is no text field: the keyword fails naming the
field it holds. A read-only editor, or one whose field takes no focus, fails with
``invalid_params``; set its text with the editor's own API:

| `Fill Text` | css=#code textarea | SELECT 1; |
| `Evaluate JavaScript` | el => el.closest('.CodeMirror').CodeMirror.setValue('SELECT 1;') | ref=css=#code textarea |

Some editors apply an edit later (CodeMirror 5 contenteditable mode: 80 ms). Recipes: docs/text-entry.md.

= Explicit targeting =

Keywords act on the current instance's *selected page*. Page keywords also accept
``page_id=`` (from `Tabs List`, `Tabs New` or `Snapshot`) to act on
another page *without changing the selection*; a page that no longer exists fails
with ``page_not_found``. Frame-capable keywords accept ``frame_id=`` (from `Frames`): the scope is
then exactly that frame, never another one, and a detached or foreign frame fails
with ``frame_not_found``.

= Modal state =

A JavaScript dialog (``alert``, ``confirm``, ``prompt``, ``beforeunload``) or a file
chooser that a page opens stays *pending*. The keyword whose action opened it (a
`Click`, a `Navigate` away from a ``beforeunload`` guard) returns at once and reports
it in its result's ``modal`` entry. While it is pending, keywords acting on that page
fail with ``modal_state_blocked``, naming the dialog and the keyword that resolves
it: `Handle Dialog` for a dialog, `File Upload` for a file chooser. `Snapshot`,
`Screenshot`, `Console Messages`, `Network Requests` and `Close` still work, and
`Snapshot` reports the pending modal in its ``modal`` entry. `Navigate`, `Reload`,
`Navigate Back` and `Navigate Forward` leave a pending file chooser behind with the
page they leave; a pending dialog blocks them too.

One failed test never blocks the next: a dialog or file chooser that a test leaves
pending is dismissed when the test ends, with a warning in the log.

| ${{result}} = | `Click` | text=Delete draft |
| Should Be Equal | ${{result}}[modal][type] | confirm |
| Run Keyword And Expect Error | modal_state_blocked:* | `Verify Text Visible` | Draft deleted |
| `Handle Dialog` | accept=True |
| `Click` | id=upload |
| `File Upload` | ${{CURDIR}}/report.pdf |

= Assertions =

Getter keywords (`Get Text`, `Get Attribute`, `Get Element Count`, ...) return a
value and take optional assertion arguments, as the Browser library's do:
``assertion_operator``, ``assertion_expected`` and ``message``. Without an
operator the value is read once and returned. With one, the whole read is repeated
until the assertion holds or ``retry_assertions_for`` has passed (1 second unless
set at import or with `Set Retry Assertions For`); every try reads the page again,
so a value from before a change never passes. The keyword then returns the value (for ``then``: what the
expression gave).

| `Get Text` | css=h1 | ``==`` | Welcome |
| `Get Text` | id=status | *= | saved |
| ${{count}} = | `Get Element Count` | css=li.todo | >= | 3 |
| `Get Text` | id=total | validate | int(value) > 10 |
| `Get Attribute` | id=menu | aria-expanded | ``==`` | true |
| `Get Classes` | id=tab-1 | *= | active |
| `Get Checkbox State` | id=agree | ``==`` | checked |
| `Get Viewport Size` | ``==`` | {{'width': 1280, 'height': 720}} |
| `Get Bounding Box` | id=logo | validate | value['width'] > 100 |

The operators are those of robotframework-assertion-engine: ``==``, ``!=``, ``<``,
``>``, ``<=``, ``>=``, ``*=`` (contains), ``not contains``, ``^=`` (starts with),
``$=`` (ends with), ``matches`` (a regular expression), ``validate`` (a Python
expression on ``value`` is true) and ``then`` (returns the expression's value); see
the ``AssertionOperator`` type. A failed assertion fails the keyword with
``verification_failed:`` and the engine's words, which show the last value read:
``verification_failed: text of css=h1 'Hello' (str) should be 'Welcome' (str)``.
``message`` replaces those words (``{{value}}`` and ``{{expected}}`` are filled in).
`Set Assertion Formatters` applies ``strip``, ``normalize spaces`` or ``case
insensitive`` to a keyword's values before they are compared.

How a value compares depends on what the getter returns:

| =Value= | =Getters= | =How it compares= |
| text | `Get Text`, `Get Value`, `Get Attribute`, `Get Url`, `Get Title`, `Get Page Source`, `Get Style` of one property, `Get Table Cell` | every operator; formatters apply |
| number | `Get Element Count`, `Get Elements` (the count; it returns the selectors), `Get Table Row Index`, `Get Table Column Index` | as a number: ``==    3``, ``>=    1`` (and ``validate``, ``then``) |
| true or false | `Get Checkbox State` | ``==`` or ``!=`` with ``checked``, ``unchecked`` or Robot's true and false words |
| list | `Get Classes`, `Get Attribute Names`, `Get Element States`, `Get Selected Options`, `Get Select Options` | ``==``, ``!=`` regardless of order; ``*=`` contains every item expected, ``not contains`` none of them |
| dictionary | `Get Bounding Box`, `Get Viewport Size`, `Get Scroll Position`, `Get Style` of all | ``==``, ``!=``; ``*=`` has the key |
| any JSON value | `Get Property` | as what it is: a number as a number, a list as a list |

An expected list or dictionary is a Robot list or dictionary, or written as a Python
literal: ``['tab', 'active']``, ``{{'x': 0, 'y': 0}}``; one text is a list of that
text. ``validate`` and ``then`` take any value: ``value['width'] > 100``. An absent
attribute is ``None``: ``==    ${{None}}`` passes, and operators on text fail (and
are tried again) until it is there.

The ``Verify ...`` keywords retry for ``retry_assertions_for`` too, unless given
their own ``timeout`` (``timeout=0`` checks once). The tools behind them, which the
MCP server offers, always check once.

= Waiting =

Much of what a test waits for, the keywords wait for by themselves:

- Actions (`Click`, `Type`, `Hover`, `Select Option`, ...) wait, within the library
  timeout, for a selector's element to appear and to be *actionable*: visible,
  stable (not moving), enabled, and for typing editable; only when the deadline
  passes does a selector that matches nothing fail with ``element_not_found``. A
  ref that is gone fails at once with ``stale_ref``: refs never come back.
- `Navigate` and `Reload` wait for the page to load (``wait_until``: ``load`` by
  default, or ``domcontentloaded``, ``networkidle``, ``commit``).
- Getters with an assertion operator (`Get Text`, `Get Url`, ...) and the
  ``Verify ...`` keywords read again until the assertion holds or
  ``retry_assertions_for`` has passed (see `Assertions`), also while the element has
  not appeared yet.

What none of them knows is the state the *page* is headed for. For that there are
the wait keywords:

| =Wait for= | =Keyword= |
| an element's state: there, gone, visible, hidden, enabled, checked, stable, ... | `Wait For Elements State` |
| a URL (a glob, or ``regex:``), after a click that navigates or a redirect | `Wait For Url` |
| a JavaScript condition of the page | `Wait For Function` |
| a load state, after a navigation a click started | `Wait For Load State` |
| a text to appear or go | `Wait For` |

Each takes a ``timeout`` of its own (default: the library timeout), which adds to
its deadline, so a wait never ends in ``operation_timeout`` while the page answers;
``0`` looks once. A wait that times out fails with ``wait_timeout`` and says what it
saw last: ``wait_timeout: id=spinner is still visible after 5 s (waiting for
hidden)``. A dialog that opens while a wait runs ends it with
``modal_state_blocked``. Never sleep a fixed time where a wait can name the state.

| `Click` | id=save |
| `Wait For Elements State` | id=spinner | hidden | timeout=20s |
| `Get Text` | id=status | *= | Saved |
| `Click` | text=Checkout |
| `Wait For Url` | ``**/checkout/*`` |
| `Wait For Load State` | networkidle |
| `Wait For Function` | () => window.cart.ready |

{RUNNING}"""
