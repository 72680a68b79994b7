"""Library settings a test or suite changes for itself: the timeout, assertion retries."""

from __future__ import annotations

from datetime import timedelta

from robotlibcore import keyword

from ..errors import CamoufoxError
from .assertions import check_formatters, check_retry
from .base import KeywordGroup


class SettingsKeywords(KeywordGroup):
    @keyword(tags=("Settings",))
    def set_camoufox_timeout(self, timeout: timedelta) -> timedelta:
        """Sets the deadline of every keyword and returns the previous one.

        ``timeout`` is a Robot time (``30s``, ``1 min``) that every keyword may take
        from now on, as the import argument ``timeout`` does at first.
        Set in a test, it lasts until the test ends; set in a suite's setup or
        teardown, until the suite ends. See `Timeouts`.

        Example:
        | ${old} = | `Set Camoufox Timeout` | 30s |
        | `Navigate` | ${SLOW_URL} |
        | [Teardown] | `Set Camoufox Timeout` | ${old} |
        """
        if timeout.total_seconds() <= 0:  # in Robot's words: the time as it was given
            raise CamoufoxError("invalid_params", f"timeout must be positive, got {timeout}")
        library = self.library
        return library.timeout.set(timeout, library.current_scope())

    @keyword(tags=("Settings", "Assertions"))
    def set_retry_assertions_for(self, retry_for: timedelta) -> timedelta:
        """Sets how long assertions retry and returns the previous time.

        Getters with an assertion operator (`Get Text` with ``==``, ...) and the
        ``Verify ...`` keywords read again until their assertion holds or
        ``retry_for`` (a Robot time such as ``5s``) has passed. ``0`` makes each of them check once. Set in a test, it lasts until
        the test ends; set in a suite's setup or teardown, until the suite ends. The
        import argument ``retry_assertions_for`` gives its first value. See
        `Assertions`.

        Example:
        | ${old} = | `Set Retry Assertions For` | 5s |
        | `Get Text` | id=status | ``==`` | Done |
        | `Set Retry Assertions For` | ${old} |
        """
        library = self.library
        return library.retry_assertions_for.set(check_retry(retry_for), library.current_scope())

    @keyword(tags=("Settings", "Assertions"))
    def set_assertion_formatters(self, formatters: dict[str, list[str]]) -> dict[str, list[str]]:
        """Sets the formatters applied to the values of getter keywords before an assertion.

        ``formatters`` maps keyword names to lists of formatters, which apply in order:
        ``strip``, ``normalize spaces``, ``case insensitive`` and ``apply to expected``
        (the same rules for the expected value too). Returns the previous mapping;
        an empty one removes them all. A formatter changes what the assertion sees
        and what the keyword returns with an operator, never the page. Set in a test,
        they last until the test ends; set in a suite's setup or teardown, until the
        suite ends (as `Set Retry Assertions For`). See `Assertions`.

        Example:
        | `Set Assertion Formatters` | {"Get Text": ["strip", "normalize spaces"]} |
        | `Get Text` | id=title | ``==`` | Hello World |
        """
        for names in formatters.values():
            check_formatters(list(names))
        library = self.library
        wanted = {name: list(names) for name, names in formatters.items()}
        return library.assertion_formatters.set(wanted, library.current_scope())
