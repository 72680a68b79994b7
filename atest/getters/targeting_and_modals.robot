*** Settings ***
Documentation     What every getter shares: a pending dialog blocks it (modal_state_blocked),
...               an unknown page_id or frame_id fails (page_not_found, frame_not_found),
...               a gone ref is stale and a selector of nothing is element_not_found at once,
...               and page_id reads another tab without selecting it.
...               Selectors here are bare CSS (#field): a template row's name=value would
...               be a named argument.
Resource          ../resources/common.resource


*** Test Cases ***
A Pending Alert Blocks Every Getter
    [Setup]    Open A Page Whose Alert Is Pending
    [Template]    Fails With
    modal_state_blocked    Get Text    \#behind
    modal_state_blocked    Get Value    \#field
    modal_state_blocked    Get Attribute    \#field    value
    modal_state_blocked    Get Attribute Names    \#field
    modal_state_blocked    Get Property    \#field    value
    modal_state_blocked    Get Classes    \#field
    modal_state_blocked    Get Style    \#field    color
    modal_state_blocked    Get Element Count    input
    modal_state_blocked    Get Element States    \#field
    modal_state_blocked    Get Checkbox State    \#field
    modal_state_blocked    Get Bounding Box    \#field
    modal_state_blocked    Get Selected Options    \#field
    modal_state_blocked    Get Url
    modal_state_blocked    Get Title
    modal_state_blocked    Get Page Source
    modal_state_blocked    Get Viewport Size
    modal_state_blocked    Get Scroll Position
    modal_state_blocked    Get Title    \=\=    Pending alert
    [Teardown]    Handle Dialog    accept=True

The Getters Work Again Once The Alert Is Handled
    Open A Page Whose Alert Is Pending
    Handle Dialog    accept=True
    Get Title    ==    Pending alert
    Get Value    id=field    ==    typed

An Unknown Page Fails Every Getter
    [Setup]    Open Test Page    getters-elements.html
    [Template]    Fails With
    page_not_found    Get Text    \#email    page_id=page-nope
    page_not_found    Get Value    \#email    page_id=page-nope
    page_not_found    Get Attribute    \#email    id    page_id=page-nope
    page_not_found    Get Attribute Names    \#email    page_id=page-nope
    page_not_found    Get Property    \#email    id    page_id=page-nope
    page_not_found    Get Classes    \#email    page_id=page-nope
    page_not_found    Get Style    \#email    color    page_id=page-nope
    page_not_found    Get Element Count    input    page_id=page-nope
    page_not_found    Get Element States    \#email    page_id=page-nope
    page_not_found    Get Checkbox State    \#agree    page_id=page-nope
    page_not_found    Get Bounding Box    \#email    page_id=page-nope
    page_not_found    Get Selected Options    \#size    page_id=page-nope
    page_not_found    Get Url    page_id=page-nope
    page_not_found    Get Title    page_id=page-nope
    page_not_found    Get Page Source    page_id=page-nope
    page_not_found    Get Viewport Size    page_id=page-nope
    page_not_found    Get Scroll Position    page_id=page-nope

An Unknown Frame Fails Every Getter That Takes One
    [Setup]    Open Test Page    getters-elements.html
    [Template]    Fails With
    frame_not_found    Get Text    \#inner    frame_id=frame-nope
    frame_not_found    Get Value    \#inner    frame_id=frame-nope
    frame_not_found    Get Attribute    \#inner    id    frame_id=frame-nope
    frame_not_found    Get Attribute Names    \#inner    frame_id=frame-nope
    frame_not_found    Get Property    \#inner    id    frame_id=frame-nope
    frame_not_found    Get Classes    \#inner    frame_id=frame-nope
    frame_not_found    Get Style    \#inner    color    frame_id=frame-nope
    frame_not_found    Get Element Count    input    frame_id=frame-nope
    frame_not_found    Get Element States    \#inner    frame_id=frame-nope
    frame_not_found    Get Checkbox State    \#inner    frame_id=frame-nope
    frame_not_found    Get Bounding Box    \#inner    frame_id=frame-nope
    frame_not_found    Get Selected Options    \#inner    frame_id=frame-nope
    frame_not_found    Get Url    frame_id=frame-nope
    frame_not_found    Get Title    frame_id=frame-nope
    frame_not_found    Get Page Source    frame_id=frame-nope
    frame_not_found    Get Scroll Position    frame_id=frame-nope

Gone Refs And Missing Elements Fail At Once
    [Setup]    Open Test Page    getters-elements.html
    [Template]    Fails With
    stale_ref    Get Text    e9999
    stale_ref    Get Value    e9999
    stale_ref    Get Attribute    e9999    id
    stale_ref    Get Attribute Names    e9999
    stale_ref    Get Property    e9999    id
    stale_ref    Get Classes    e9999
    stale_ref    Get Style    e9999    color
    stale_ref    Get Element Count    e9999
    stale_ref    Get Element States    e9999
    stale_ref    Get Checkbox State    e9999
    stale_ref    Get Bounding Box    e9999
    stale_ref    Get Selected Options    e9999
    stale_ref    Get Scroll Position    e9999
    element_not_found    Get Text    \#nothing
    element_not_found    Get Value    \#nothing
    element_not_found    Get Attribute    \#nothing    id
    element_not_found    Get Attribute Names    \#nothing
    element_not_found    Get Property    \#nothing    id
    element_not_found    Get Classes    \#nothing
    element_not_found    Get Style    \#nothing    color
    element_not_found    Get Element States    \#nothing
    element_not_found    Get Checkbox State    \#nothing
    element_not_found    Get Bounding Box    \#nothing
    element_not_found    Get Selected Options    \#nothing
    element_not_found    Get Scroll Position    \#nothing

Page Id Reads Another Tab And Keeps The Selection
    Open Test Page    getters-elements.html
    ${other} =    Tabs New    ${URL}/getters-page.html
    Tabs Select    index=0
    Get Title    ==    Page getters    page_id=${other}[page_id]
    Get Text    css=h1    ==    Page getters    page_id=${other}[page_id]
    Get Element Count    css=iframe    ==    1    page_id=${other}[page_id]
    Get Viewport Size    validate    value['width'] > 0    page_id=${other}[page_id]
    Get Title    ==    Element getters
    [Teardown]    Tabs Close    page_id=${other}[page_id]


*** Keywords ***
Open A Page Whose Alert Is Pending
    Open Test Page    verify-alert.html
    Wait Until Keyword Succeeds    10s    0.1s
    ...    Run Keyword And Expect Error    modal_state_blocked:*    Get Title

Fails With
    [Documentation]    Runs the getter and expects it to fail with ``error_type``.
    [Arguments]    ${error_type}    ${keyword}    @{args}    &{named}
    Run Keyword And Expect Error    ${error_type}:*    ${keyword}    @{args}    &{named}
