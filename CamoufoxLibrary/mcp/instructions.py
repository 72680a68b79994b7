"""The server's ``instructions``: what every tool has alike, said once for all of them.

A client gives the instructions to its agent once per session, while every tool's
entry of ``tools/list`` is paid for on every turn. So what each tool would otherwise
repeat is here, made from the one source of each: the arguments of where a tool acts
(``paramdocs.TARGET``), what an element and a timeout argument are, the envelope, the error types and what each means
(``errors.ERROR_TYPES``, the exceptions' own docstrings), where files go, and the
shapes of the results (``results.py``).
"""

from __future__ import annotations

from ..core.contract.errors import ERROR_TYPES
from ..core.contract.paramdocs import TARGET
from .results import BIG_RESULT, RESULTS_FOLDER

INTRODUCTION = (
    "Drives Camoufox / Firefox browsers. browser_navigate opens a page, browser_snapshot "
    "gives element refs (e12; f1e3 inside an iframe) for the other tools; "
    "browser_export_robot turns the session into a Robot Framework test that runs without "
    "an agent."
)


# What the element and timeout arguments of many tools share, said here once so their
# words in each schema (paramdocs.SHARED) stay short.
ELEMENTS = (
    "An element argument (ref, and refs or selectors elsewhere) is a snapshot ref or a "
    'Playwright selector: internal:role=button[name="Save"i] as browser_generate_locator '
    "gives it, css=, xpath=, text=, role=, id=, data-testid=, or bare CSS; a selector that "
    "matches nothing is element_not_found. A timeout argument is in seconds; left out, "
    "the server's timeout."
)


def one_line(text: str) -> str:
    return " ".join(text.split())


def instructions(default_instance: str) -> str:
    """The instructions of a server whose default instance is ``default_instance``."""
    arguments = ", ".join(f"{name} ({words})" for name, words in TARGET.items())
    errors = " ".join(f"{name}: {one_line(doc)}" for name, doc in ERROR_TYPES.items())
    return "\n\n".join(
        (
            INTRODUCTION,
            "Arguments every tool that acts on an instance, a page or a frame also takes "
            f"(not repeated in each tool's schema): {arguments}. Without instance a tool "
            f"uses the instance '{default_instance}', created with the server's options on "
            "the first call that needs it; browser_create_instance (cap instances) makes "
            "others.",
            ELEMENTS,
            'Results: the envelope {"status": "success", "instance": ..., "data": {...}, '
            '"operation": {...}} or {"status": "error", "error_type": ..., "message": ...} '
            "as structured content and as JSON text; a snapshot comes as plain text (its other "
            "fields structured), a screenshot as an image. A text over "
            f"{BIG_RESULT:,} characters goes to a file under {RESULTS_FOLDER}/ of the output "
            "folder instead, and the result says which. Tools write files only inside the "
            "server's output folder (relative paths are relative to it).",
            "Error types (the message says what happened and what to do next): " + errors,
        )
    )
