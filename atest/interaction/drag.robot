*** Settings ***
Documentation     Drag between two lists of an HTML5 drag-and-drop task board (drag.html):
...               synthetic drag events on Firefox over BiDi, where native ones never drop.
Resource          ../resources/common.resource
Library           String
Suite Setup       Create Instance    interaction-drag
Test Setup        Open Test Page    drag.html


*** Test Cases ***
Drag A Task To Done
    ${drag} =    Drag    internal:text="Write tests"i    internal:role=list[name="Done"i]
    Should Be True    ${drag}[dropped]
    Wait For    text=To do: 2, Done: 2
    Verify List Visible    container_ref=id=done    items=${{["Write tests", "Plan the sprint"]}}
    Wait For    text=Drag events: dragstart dragenter dragover drop dragend

Drag Back And Forth With Refs
    ${snap} =    Snapshot
    ${docs} =    Ref Of    ${snap}[snapshot]    Update docs
    ${done} =    Ref Of    ${snap}[snapshot]    list "Done"
    Drag    ${docs}    ${done}
    Drag    internal:text="Cut the release"i    id=done
    Wait For    text=To do: 1, Done: 3
    Drag    internal:text="Plan the sprint"i    id=todo
    Wait For    text=To do: 2, Done: 2

Drag Onto An Item Inserts Before It
    Drag    id=task-release    id=task-plan
    Wait For    text=To do: 2, Done: 2
    ${order} =    Evaluate JavaScript    () => Array.from(document.querySelectorAll("#done li")).map(li => li.id)
    Should Be Equal    ${order}[result]    ${{["task-release", "task-plan"]}}

Drop Target That Refuses
    [Documentation]    The page's heading does not cancel dragover, so nothing drops.
    ${drag} =    Drag    id=task-tests    internal:role=heading[name="Task board"i]
    Should Not Be True    ${drag}[dropped]
    Wait For    text=To do: 3, Done: 1

Drag Errors
    Set Camoufox Timeout    1s    # an element not there yet is waited for until the deadline
    Run Keyword And Expect Error    element_not_found: selector 'id=nowhere' matches no element
    ...    Drag    id=task-tests    id=nowhere
    Run Keyword And Expect Error    stale_ref:*    Drag    e999    id=done
    Run Keyword And Expect Error    invalid_params: argument 'start_ref': selector 'css=li' matches 4 elements*
    ...    Drag    css=li    id=done


*** Keywords ***
Ref Of
    [Documentation]    The ref of the first snapshot line containing ``text``.
    [Arguments]    ${snapshot}    ${text}
    ${line} =    Get Lines Containing String    ${snapshot}    ${text}
    ${ref} =    BuiltIn.Evaluate    re.search(r"\\[ref=(\\w+)\\]", $line).group(1)    modules=re
    RETURN    ${ref}
