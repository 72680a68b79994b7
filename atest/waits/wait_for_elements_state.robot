*** Settings ***
Documentation     Wait For Elements State: every state of ElementState on waits.html, whose
...               elements change by themselves after ?after=N ms (60000: never, here).
Resource          ../resources/common.resource
Library           String
Suite Setup       Create Instance    element-states


*** Variables ***
${NEVER}          60000


*** Test Cases ***
A Spinner That Goes
    Open Test Page    waits.html?after=300
    ${result} =    Wait For Elements State    id=spinner    detached    timeout=5s
    Should Be Equal    ${result}    ${{ {"ref": "id=spinner", "state": "detached"} }}
    Wait For Elements State    id=overlay    hidden    timeout=0

A Button That Becomes Enabled
    Open Test Page    waits.html?after=300
    Wait For Elements State    id=submit    enabled
    Wait For Elements State    id=in-group    enabled    timeout=0
    Wait For Elements State    id=aria-off    enabled    timeout=0

An Element That Moves, Then Stops
    Open Test Page    waits.html?after=${NEVER}
    Run Keyword And Expect Error    wait_timeout: id=mover is still moving after 0.3 s (waiting for stable)
    ...    Wait For Elements State    id=mover    stable    timeout=0.3s
    Open Test Page    waits.html?after=300
    Wait For Elements State    id=mover    stable

Every State That Comes
    [Template]    The State Comes
    id=banner       visible
    id=late         attached
    id=late         visible
    id=name         editable
    id=agree        checked
    id=toggle       checked
    id=focus-me     focused
    id=large        selected
    id=tab          selected

Every State That Holds Already
    [Template]    The State Holds At Once
    id=spinner      attached
    id=overlay      visible
    id=banner       hidden
    id=submit       disabled
    id=name         readonly
    id=agree        unchecked
    id=editor       editable
    id=nothing      hidden
    id=nothing      detached

A Wait Timeout Names The Element, The State And What It Saw Last
    Open Test Page    waits.html?after=${NEVER}
    Run Keyword And Expect Error    wait_timeout: id=spinner is still visible after 0.3 s (waiting for hidden)
    ...    Wait For Elements State    id=spinner    hidden    timeout=0.3s
    Run Keyword And Expect Error    wait_timeout: id=submit is still disabled after 0 s (waiting for enabled)
    ...    Wait For Elements State    id=submit    enabled    timeout=0

A Selector That Never Matches Fails With Element Not Found
    Open Test Page    waits.html?after=${NEVER}
    Run Keyword And Expect Error
    ...    element_not_found: selector 'id=late' still matches no element after 0.3 s (waiting for visible)
    ...    Wait For Elements State    id=late    visible    timeout=0.3s

A Ref That Goes Is Detached, And Stale For Any Other State
    Open Test Page    waits.html?after=${NEVER}
    ${snapshot} =    Snapshot
    ${ref} =    Ref Of    ${snapshot}[snapshot]    Loading...
    Evaluate JavaScript    setTimeout(() => document.getElementById('spinner').remove(), 200)
    Wait For Elements State    ${ref}    detached
    Run Keyword And Expect Error    stale_ref:*    Wait For Elements State    ${ref}    visible
    Run Keyword And Expect Error    stale_ref:*    Wait For Elements State    e9999    hidden

Invalid Arguments
    Open Test Page    waits.html?after=${NEVER}
    Run Keyword And Expect Error    invalid_params: argument 'ref': selector 'css=.item' matches 2 elements*
    ...    Wait For Elements State    css=.item    visible
    Wait For Elements State    css=.item    attached
    Run Keyword And Expect Error    invalid_params: argument 'state': 'checked' does not apply to id=plain*
    ...    Wait For Elements State    id=plain    checked
    Run Keyword And Expect Error    invalid_params: argument 'timeout' must be 0 or more seconds*
    ...    Wait For Elements State    id=submit    enabled    timeout=-1s
    Run Keyword And Expect Error    ValueError: Argument 'state' got value 'gone'*
    ...    Wait For Elements State    id=submit    gone

A Dialog Blocks The Wait
    [Documentation]    The alert opens 1 s after the click, while the wait runs.
    Open Test Page    waits.html?after=1000
    Click    id=say-hello
    Run Keyword And Expect Error    modal_state_blocked: `Wait For Elements State` stopped waiting: *Hello*
    ...    Wait For Elements State    id=nothing    visible    timeout=8s
    Run Keyword And Expect Error    modal_state_blocked:*`Handle Dialog`*
    ...    Wait For Elements State    id=submit    enabled
    Handle Dialog    accept=True
    Wait For Elements State    id=submit    enabled

In A Frame, On A Page
    Open Test Page    waits.html?after=${NEVER}
    ${frames} =    Frames
    ${child} =    Set Variable    ${frames}[frames][1][frame_id]
    Wait For Elements State    id=inner    visible    frame_id=${child}
    Run Keyword And Expect Error    element_not_found:*
    ...    Wait For Elements State    id=inner    visible    timeout=0
    Run Keyword And Expect Error    frame_not_found:*'frame-nope'*
    ...    Wait For Elements State    id=inner    visible    frame_id=frame-nope
    Run Keyword And Expect Error    page_not_found:*'page-nope'*
    ...    Wait For Elements State    id=submit    enabled    page_id=page-nope


*** Keywords ***
The State Comes
    [Arguments]    ${element}    ${state}
    Open Test Page    waits.html?after=300
    Wait For Elements State    ${element}    ${state}    timeout=5s

The State Holds At Once
    [Arguments]    ${element}    ${state}
    Open Test Page    waits.html?after=${NEVER}
    Wait For Elements State    ${element}    ${state}    timeout=0

Ref Of
    [Documentation]    The ref of the snapshot line that shows ${text}.
    [Arguments]    ${snapshot}    ${text}
    ${line} =    Get Lines Containing String    ${snapshot}    ${text}
    ${ref} =    Evaluate    $line.split("[ref=")[1].split("]")[0]
    RETURN    ${ref}
