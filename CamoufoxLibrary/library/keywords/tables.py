"""Keywords of core/tools/tables.py: a table's cells, rows and columns by text or index."""

from __future__ import annotations

from ...core.tools.tables import (
    browser_get_table_cell,
    browser_get_table_column_index,
    browser_get_table_row_index,
)
from .base import KeywordGroup
from .derive import tool_keyword

TAGS = ("Getters", "Assertions", "Tables")


class TableKeywords(KeywordGroup):
    @tool_keyword(browser_get_table_cell, tags=TAGS)
    def get_table_cell(self) -> str:
        """Returns the text of one cell of the table ``ref``, found by header and key texts or indexes; optionally asserts it.

        | =Argument= | =Description= |
        | ``ref`` | A ref or selector of one ``<table>``. |
        | ``column`` | A header's text (``Email``), or a 0-based index (``2``; ``-1`` is the last column). Digits are an index unless a header has that text. |
        | ``row`` | A 0-based index among the body rows (``0``; ``-1`` is the last), or the text of the row's cell in ``key_column`` (``Ada``). |
        | ``assertion_operator``, ``assertion_expected``, ``message`` | See `Assertions`: the cell's text, read again until it holds. |
        | ``key_column`` | The column whose texts name the rows: a header's text or an index. Default: the first column. When given, ``row`` is always a text, even ``42``. |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. |

        The column and the row are looked up every time the keyword runs, by the
        texts the table has then: a cell named by header and key texts is still
        found after the page re-sorts or refills the table (the guide:
        ``docs/collections.md``). The rules:

        - Header rows are those of ``<thead>``, or without one the leading rows made
          only of ``<th>`` cells. Body rows are the others, but ``<tfoot>``'s; a ``<th>``
          in a body row is a cell like the others.
        - A header is matched in the last header row that has it; white space, then
          case, then a trailing sort mark (``▲``, ``▼``, ...) aside. A header spanning
          several columns names the first of them; two headers of the same text fail.
        - A ``colspan`` or ``rowspan`` cell covers every column and row it spans.
          Hidden rows count. ARIA grids (``role=grid`` of ``<div>``) are not read.

        A column, row or key text the table does not have (yet) is
        ``element_not_found``, which an assertion retries; its message lists the
        headers or the key texts the table has.

        Example:
        | ${email} = | `Get Table Cell` | id=people | Email | Ada |
        | `Get Table Cell` | id=people | Email | Ada | ``==`` | ada@example.com |
        | `Get Table Cell` | id=people | Role | 0 | ``==`` | Admin |
        | `Get Table Cell` | id=people | 2 | -1 | *= | @ |
        | `Get Table Cell` | id=people | Name | ada@example.com | key_column=Email |
        """

    @tool_keyword(browser_get_table_row_index, tags=TAGS)
    def get_table_row_index(self) -> int:
        """Returns the 0-based index of the body row of the table ``ref`` whose key cell has the text ``row``; optionally asserts it.

        | =Argument= | =Description= |
        | ``ref`` | A ref or selector of one ``<table>``. |
        | ``row`` | The text of the row's cell in ``key_column`` (or, without ``key_column``, an index, checked: ``-1`` gives the last row's index). |
        | ``assertion_operator``, ``assertion_expected``, ``message`` | See `Assertions`: the index compares as a number. |
        | ``key_column`` | A header's text or an index. Default: the first column. |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. |

        Rows and texts are as `Get Table Cell` finds them. The index of a row after a
        re-sort tells where the row went.

        Example:
        | ${index} = | `Get Table Row Index` | id=people | Ada |
        | `Get Table Row Index` | id=people | Ada | ``==`` | 0 |
        | `Get Table Row Index` | id=people | grace@example.com | key_column=Email |
        """

    @tool_keyword(browser_get_table_column_index, tags=TAGS)
    def get_table_column_index(self) -> int:
        """Returns the 0-based index of the column of the table ``ref`` that the header text ``column`` names; optionally asserts it.

        | =Argument= | =Description= |
        | ``ref`` | A ref or selector of one ``<table>``. |
        | ``column`` | A header's text, matched as `Get Table Cell` matches it (or an index, checked). |
        | ``assertion_operator``, ``assertion_expected``, ``message`` | See `Assertions`: the index compares as a number. |
        | ``page_id``, ``frame_id`` | See `Explicit targeting`. |

        Example:
        | ${index} = | `Get Table Column Index` | id=people | Email |
        | `Get Table Column Index` | id=people | Email | ``==`` | 1 |
        """
