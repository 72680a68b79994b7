*** Settings ***
Documentation     What every element keyword of the input suites shares: an element that
...               is not there (element_not_found, stale_ref), a selector matching
...               several (invalid_params), an unknown page_id or frame_id, and a
...               pending dialog (modal_state_blocked).
Resource          input.resource
Suite Setup       Create Instance    input-targeting
Test Setup        Open Test Page    input.html
Test Teardown     Resolve Pending Modals


*** Variables ***
${SECRET: Secret}    %{CAMOUFOX_ATEST_PASSWORD=correct horse battery}


*** Test Cases ***
No Such Element
    [Template]    Fails With For Each Keyword
    element_not_found    css\=#nope

A Stale Ref
    [Template]    Fails With For Each Keyword
    stale_ref    e9999

A Selector That Matches Several Elements
    [Template]    Fails With For Each Keyword
    invalid_params    css\=section input

An Unknown Page
    [Template]    Fails With For Each Keyword
    page_not_found    id\=name    page_id=page-nope

An Unknown Frame
    [Template]    Fails With For Each Keyword
    frame_not_found    id\=name    frame_id=frame-nope

A Pending Dialog Blocks Them All
    Open Pending Alert
    Fails With For Each Keyword    modal_state_blocked    id\=name
    Handle Dialog    accept=True
    Fill Text    id=name    free again


*** Keywords ***
Fails With For Each Keyword
    [Documentation]    Every element keyword, on the element ``ref``, fails with ``error``.
    [Arguments]    ${error}    ${ref}    &{targeting}
    Fails With    ${error}    Check Checkbox    ${ref}    &{targeting}
    Fails With    ${error}    Uncheck Checkbox    ${ref}    &{targeting}
    Fails With    ${error}    Clear Text    ${ref}    &{targeting}
    Fails With    ${error}    Fill Text    ${ref}    x    &{targeting}
    Fails With    ${error}    Fill Secret    ${ref}    ${SECRET}    &{targeting}
    Fails With    ${error}    Focus    ${ref}    &{targeting}
    Fails With    ${error}    Select Option By Index    ${ref}    0    &{targeting}
    Fails With    ${error}    Deselect Options    ${ref}    &{targeting}
    Fails With    ${error}    Upload File By Selector    ${ref}    ${PAGES}/index.html    &{targeting}
    Fails With    ${error}    Press Keys    ${ref}    a    &{targeting}
    Fails With    ${error}    Scroll To Element    ${ref}    &{targeting}
    Fails With    ${error}    Scroll By    0    10    ref=${ref}    &{targeting}
    Fails With    ${error}    Scroll To    0    10    ref=${ref}    &{targeting}

Fails With
    [Arguments]    ${error}    ${keyword}    @{arguments}    &{named}
    Run Keyword And Expect Error    ${error}:*    ${keyword}    @{arguments}    &{named}
