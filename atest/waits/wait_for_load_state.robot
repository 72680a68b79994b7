*** Settings ***
Documentation     Wait For Load State: after a navigation that did not wait for the load.
...               waits-load.html holds its load event back with a slow image (?ms=N)
...               and keeps the network busy after it (?busy=N).
Resource          ../resources/common.resource
Suite Setup       Create Instance    load-waits


*** Test Cases ***
Waits For The Load A Navigation Left
    Navigate    ${URL}/waits-load.html?ms=800    wait_until=commit
    ${parsed} =    Wait For Load State    domcontentloaded
    Should Be Equal    ${parsed}[state]    domcontentloaded
    ${loaded} =    Wait For Load State
    Should Be Equal    ${loaded}    ${{ {"state": "load", "url": $URL + "/waits-load.html?ms=800"} }}

A State Reached Already Returns At Once
    Open Test Page    index.html
    Wait For Load State    load    timeout=0
    Wait For Load State    networkidle

Network Idle Waits For The Traffic After The Load
    Navigate    ${URL}/waits-load.html?ms=0&busy=300
    Wait For Load State    networkidle    timeout=10s

A Load That Does Not Come Fails With The State Reached
    Navigate    ${URL}/waits-load.html?ms=20000    wait_until=domcontentloaded
    Run Keyword And Expect Error
    ...    wait_timeout: the page has not reached 'load' after 0.3 s; ${URL}/waits-load.html?ms=20000 has reached 'domcontentloaded'
    ...    Wait For Load State    load    timeout=0.3s
    [Teardown]    Navigate    about:blank

Invalid Arguments
    Run Keyword And Expect Error    invalid_params: argument 'timeout'*
    ...    Wait For Load State    timeout=-1s
    Run Keyword And Expect Error    ValueError: Argument 'state' got value 'commit'*
    ...    Wait For Load State    commit

A Dialog Blocks The Wait
    Open Test Page    index.html
    Evaluate JavaScript    () => { setTimeout(() => alert('Hello'), 0) }
    Wait Until Keyword Succeeds    5s    50ms    Dialog Should Be Pending
    Run Keyword And Expect Error    modal_state_blocked:*Hello*    Wait For Load State
    Handle Dialog    accept=True

Unknown Page
    Run Keyword And Expect Error    page_not_found:*'page-nope'*
    ...    Wait For Load State    page_id=page-nope


*** Keywords ***
Dialog Should Be Pending
    ${snapshot} =    Snapshot
    Should Not Be Equal    ${snapshot}[modal]    ${None}    no dialog is pending yet
