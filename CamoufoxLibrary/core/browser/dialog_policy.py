"""An instance's dialog policy: JavaScript dialogs answered as they open, and their history.

With the policy ``keep`` (the default) a dialog stays pending (``Modals``) until a tool
answers it. With ``accept`` or ``dismiss`` it is answered the moment it opens: it never
becomes pending, so the action or navigation that opened it simply goes on (an
``alert()`` in a page's inline script no longer holds its load event). Every dialog so
answered is logged and kept in ``history``, so nothing passes unseen.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from typing import Any

from playwright.async_api import Dialog

from ..contract.vocabulary import DialogPolicy

log = logging.getLogger("CamoufoxLibrary.core")
LIMIT = 1000  # history entries kept; older ones are dropped and counted


class DialogAnswers:
    """The instance's policy, and the dialogs it answered, oldest first."""

    def __init__(self) -> None:
        self.policy: DialogPolicy = "keep"
        self.prompt_text: str | None = None  # a prompt's answer when accepting; None: its default
        self.history: deque[dict[str, Any]] = deque(maxlen=LIMIT)
        self.dropped = 0
        self._replies: set[asyncio.Future[None]] = set()  # answers still on their way

    def set(self, policy: DialogPolicy, prompt_text: str | None) -> dict[str, Any]:
        """Sets the policy for dialogs that open from now on; returns the previous one."""
        previous = {"previous": self.policy, "previous_prompt_text": self.prompt_text}
        self.policy = policy
        self.prompt_text = prompt_text if policy == "accept" else None
        return {"policy": self.policy, "prompt_text": self.prompt_text, **previous}

    def answers(self, page_id: str, dialog: Dialog) -> bool:
        """Answers ``dialog`` by the policy and records it; False when it is to stay pending."""
        if self.policy == "keep":
            return False
        accept = self.policy == "accept"
        answer = None
        if accept and dialog.type == "prompt":
            # Like browser_handle_dialog: no prompt_text keeps the prompt's default value
            # (a bare accept() over Firefox BiDi hands the page '' instead).
            answer = dialog.default_value if self.prompt_text is None else self.prompt_text
        entry = {
            "type": dialog.type,
            "message": dialog.message,
            "page_id": page_id,
            "answer": "accepted" if accept else "dismissed",
            "prompt_text": answer,
            "policy": self.policy,
            "timestamp": time.time(),
        }
        if len(self.history) == LIMIT:
            self.dropped += 1
        self.history.append(entry)
        with_text = f" with {answer!r}" if answer is not None else ""
        log.info(
            "Dialog policy '%s' %s %s %s dialog on page '%s'%s: %r",
            self.policy,
            entry["answer"],
            "an" if dialog.type[:1] in ("a", "e", "i", "o", "u") else "a",
            dialog.type,
            page_id,
            with_text,
            dialog.message,
        )
        reply = asyncio.ensure_future(self._reply(dialog, accept, answer))
        self._replies.add(reply)
        reply.add_done_callback(self._replies.discard)
        return True

    @staticmethod
    async def _reply(dialog: Dialog, accept: bool, answer: str | None) -> None:
        try:
            if not accept:
                await dialog.dismiss()
            elif answer is not None:
                await dialog.accept(answer)
            else:
                await dialog.accept()
        except Exception as exc:  # the page closed meanwhile: nothing left to answer
            log.info("answering the %s dialog gave %s", dialog.type, exc)

    def kept_page(self, page_id: str, since: float) -> bool:
        """Whether the policy dismissed a beforeunload dialog of the page since ``since``
        (a navigation that then failed: the page stayed)."""
        return any(
            e["page_id"] == page_id
            and e["type"] == "beforeunload"
            and e["answer"] == "dismissed"
            and e["timestamp"] >= since
            for e in self.history
        )

    def answered_since(self, page_id: str, since: float) -> dict[str, Any] | None:
        """The last dialog of the page the policy answered since ``since``, or None."""
        return next(
            (
                e
                for e in reversed(self.history)
                if e["page_id"] == page_id and e["timestamp"] >= since
            ),
            None,
        )

    def as_list(self) -> list[dict[str, Any]]:
        return [dict(entry) for entry in self.history]

    def close(self) -> None:
        for reply in self._replies:
            reply.cancel()
        self._replies.clear()
