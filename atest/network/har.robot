*** Settings ***
Documentation     Route From Har: a session recorded with record_har_path replays with
...               its server stopped; what the file lacks is aborted or falls back.
Resource          ../resources/common.resource
Suite Setup       Record A Session
Test Teardown     Run Keyword And Ignore Error    Destroy Instance    replay


*** Variables ***
${HAR}            ${OUTPUT DIR}/network-session.har


*** Test Cases ***
The Recording Replays With The Server Stopped
    Create Instance    replay
    ${route} =    Route From Har    ${HAR}
    Should Be Equal    ${route}[action]    har
    Navigate    ${GONE}/network.html
    Get Text    id=state    ==    loaded 200
    Get Text    id=items    ==    from the server
    ${routes} =    List Routes
    Should Be True    ${routes}[routes][0][matched] >= 2

What The File Lacks Is Aborted
    Create Instance    replay
    Route From Har    ${HAR}
    Navigate    ${GONE}/network.html
    ${result} =    Evaluate JavaScript    fetch('/not-recorded').then(r => 'answered', e => 'failed: ' + e.name)
    Should Be Equal    ${result}[result]    failed: TypeError

What The File Lacks Falls Back To Older Routes
    Create Instance    replay
    Route Fulfill    **/not-recorded    body=mocked
    Route From Har    ${HAR}    not_found=fallback
    Navigate    ${GONE}/network.html
    ${result} =    Evaluate JavaScript    fetch('/not-recorded').then(r => r.text())
    Should Be Equal    ${result}[result]    mocked

Only What The Pattern Matches Comes From The File
    Create Instance    replay
    Route Fulfill    **/network.html    body=<title>Mocked</title><p id="state">mocked page</p>
    ...    content_type=text/html
    Route From Har    ${HAR}    url=**/__api__/**
    Navigate    ${GONE}/network.html
    Get Text    id=state    ==    mocked page
    ${result} =    Evaluate JavaScript    fetch('/__api__/items').then(r => r.json())
    Should Be Equal    ${result}[result][items][0][name]    from the server

A File That Is Not A HAR
    Create Instance    replay
    Create File    ${OUTPUT DIR}/not-a.har    {"entries": []}
    Run Keyword And Expect Error    invalid_params: argument 'har': *is not a HAR file*
    ...    Route From Har    ${OUTPUT DIR}/not-a.har
    Run Keyword And Expect Error    invalid_params: argument 'har': file *does not exist
    ...    Route From Har    ${OUTPUT DIR}/missing.har
    Create File    ${OUTPUT DIR}/bad-entries.har    {"log": {"entries": [{"request": {"method": "GET"}, "response": {"status": 200, "headers": [], "content": {}}}]}}
    Run Keyword And Expect Error    EQUALS:invalid_params: argument 'har': in '${OUTPUT DIR}/bad-entries.har', log.entries[0].request.url is missing
    ...    Route From Har    ${OUTPUT DIR}/bad-entries.har
    ${routes} =    List Routes
    Should Be Empty    ${routes}[routes]


*** Keywords ***
Record A Session
    ${url} =    Start Disposable Fixture Server
    Set Suite Variable    ${GONE}    ${url}
    Create Instance    recorder    record_har_path=${HAR}
    Navigate    ${url}/network.html
    Get Text    id=state    ==    loaded 200
    Destroy Instance    recorder
    Stop Disposable Fixture Server
    File Should Exist    ${HAR}
