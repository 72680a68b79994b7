"""Every tool parameter in a few words, from one place (core/contract/paramdocs.py)."""

from __future__ import annotations

from typing import Any

import pytest

from CamoufoxLibrary.core.contract.paramdocs import SHARED, TARGET, TOOLS, described
from CamoufoxLibrary.core.contract.registry import REGISTRY, ToolRegistry

# "A few words": what an agent reads beside each property of every tool, every turn.
FEW_WORDS = 60


def test_every_parameter_of_every_library_tool_is_described() -> None:
    missing = [
        f"{spec.name}.{name}"
        for spec in REGISTRY.specs()
        for name in spec.signature.parameters
        if not spec.params.get(name)
    ]
    assert not missing, f"describe them in core/contract/paramdocs.py: {missing}"


def test_the_words_are_few_and_say_more_than_the_name() -> None:
    for spec in REGISTRY.specs():
        for name, words in spec.params.items():
            assert len(words) <= FEW_WORDS, (spec.name, name, words)
            assert words.strip().lower() != name.replace("_", " "), (spec.name, name)


def test_the_table_names_only_registered_tools() -> None:
    assert not set(TOOLS) - set(REGISTRY), sorted(set(TOOLS) - set(REGISTRY))


def test_a_tools_own_words_win_over_the_shared_ones_which_win_over_the_targets() -> None:
    assert REGISTRY["browser_tabs"].params["page_id"] == TOOLS["browser_tabs"]["page_id"]
    assert REGISTRY["browser_click"].params["ref"] == SHARED["ref"]
    assert REGISTRY["browser_click"].params["page_id"] == TARGET["page_id"]
    assert described("browser_x", "mine", ["ref", "depth"], {"ref": "it"}) == {"ref": "it"}


def test_a_plugins_tool_of_a_library_name_is_not_given_the_librarys_words() -> None:
    registry = ToolRegistry()

    @registry.tool(kind="acts")
    async def browser_click(manager: Any, instance: str) -> dict[str, Any]:
        """Clicks, again."""
        return {}

    assert dict(registry["browser_click"].params) == {"instance": TARGET["instance"]}


def test_words_of_a_name_that_is_not_a_parameter_fail() -> None:
    with pytest.raises(ValueError, match=r"browser_y describes 'colour', not among its"):
        described("browser_y", "mine", ["ref"], {"colour": "red"})


def test_a_keywords_docs_list_the_arguments_they_leave_out_in_the_tools_words() -> None:
    from CamoufoxLibrary.library.keywords.argdocs import with_arguments

    spec = REGISTRY["browser_evaluate"]
    doc = "Runs ``function``.\n\nExample:\n| `Evaluate JavaScript` | () => 1 |"
    made = with_arguments(doc, spec, ["function", "ref", "all", "page_id", "instance"])
    assert made == (
        "Runs ``function``.\n\n| =Argument= | =Description= |\n"
        f"| ``ref`` | {spec.params['ref']}. |\n| ``all`` | {spec.params['all']}. |\n"
        "\nExample:\n| `Evaluate JavaScript` | () => 1 |"
    )
    assert with_arguments("Uses ``ref``.", spec, ["ref", "frame_id"]) == "Uses ``ref``."


def test_libdoc_names_every_argument_a_tool_describes() -> None:
    from robot.libdoc import LibraryDocumentation

    from CamoufoxLibrary.library.keywords.argdocs import EXPLAINED_ONCE

    library = LibraryDocumentation("CamoufoxLibrary", doc_format="ROBOT").to_dictionary()
    every = {name for spec in REGISTRY.specs() for name in spec.params}
    unnamed = [
        (keyword["name"], arg["name"])
        for keyword in library["keywords"]
        for arg in keyword["args"]
        if arg["name"] in every - EXPLAINED_ONCE and f"``{arg['name']}``" not in keyword["doc"]
    ]
    assert not unnamed, unnamed
