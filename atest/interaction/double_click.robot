*** Settings ***
Documentation     Double Click: Click with double_click=True as a keyword (and an MCP tool)
...               of its own; the two clicks go in a row, as a person's (detail 1 and 2,
...               the browser's own dblclick).
Resource          ../resources/common.resource
Suite Setup       Create Instance    interaction-double-click
Test Setup        Open Test Page    drag-mouse.html


*** Test Cases ***
Double Click Reaches The Page As A Dblclick
    ${click} =    Double Click    internal:role=button[name="Open folder"i]
    Wait For    text=Folder opened
    Should Be Equal    ${click}[button]    left
    # A stock Firefox the library launched gets the clicks in a row, as a person's: the
    # browser's own dblclick.
    Should Not Be True    ${click}[synthetic_dblclick]

Button And Modifiers
    ${click} =    Double Click    id=pad    modifiers=["Shift"]
    Should Be Equal    ${click}[modifiers]    ${{ ["Shift"] }}
    Get Text    id=pad-log    *=    dblclick 151,101 left

A Double Click That Opens A Dialog
    [Teardown]    Handle Dialog    accept=True
    Evaluate JavaScript    () => { document.getElementById('folder').ondblclick = () => alert('Twice'); }
    ${click} =    Double Click    id=folder
    Should Be Equal    ${click}[modal][message]    Twice
    Run Keyword And Expect Error    modal_state_blocked:*    Double Click    id=folder

Errors
    Run Keyword And Expect Error    element_not_found:*    Double Click    css=#nope
    Run Keyword And Expect Error    stale_ref:*    Double Click    e9999
    Run Keyword And Expect Error    invalid_params:*matches*elements*    Double Click    css=button
    Run Keyword And Expect Error    page_not_found:*    Double Click    id=folder    page_id=page-nope
    Run Keyword And Expect Error    frame_not_found:*    Double Click    id=folder    frame_id=frame-nope
    Evaluate JavaScript    () => { document.getElementById('folder').disabled = true; }
    Set Camoufox Timeout    1.5s
    Run Keyword And Expect Error    operation_timeout:*    Double Click    id=folder
    [Teardown]    Set Camoufox Timeout    10s
