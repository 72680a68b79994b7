*** Settings ***
Documentation     Wait For: time, text appearing and text disappearing, in that order.
Resource          ../resources/common.resource
Suite Setup       Create Instance    waiting


*** Test Cases ***
Wait For Text To Appear
    Open Test Page    wait.html?after=400
    ${result} =    Wait For    text=Report ready
    Should Be Equal    ${result}[waited_for]    ${{ {"text": "Report ready"} }}

Text Matches Case-Insensitively As A Substring
    Open Test Page    wait.html?after=0
    Wait For    text=report READY
    Wait For    text=always

Wait For Text To Disappear
    Open Test Page    wait.html?after=400
    ${result} =    Wait For    text_gone=Loading the report
    Should Be Equal    ${result}[waited_for]    ${{ {"text_gone": "Loading the report"} }}
    ${snap} =    Snapshot
    Should Not Contain    ${snap}[snapshot]    Loading the report

Text That Is Not There Is Gone At Once
    Open Test Page    index.html
    Wait For    text_gone=No such text anywhere

Wait For Time
    ${result} =    Wait For    time=0.2s
    Should Be Equal As Numbers    ${result}[waited_for][time]    0.2

Time, Then Text Gone, Then Text
    Open Test Page    wait.html?after=300
    ${result} =    Wait For    text=Report ready    text_gone=Loading    time=0.1
    Should Be Equal    ${result}[waited_for]
    ...    ${{ {"time": 0.1, "text_gone": "Loading", "text": "Report ready"} }}

Hidden Text Is Not Visible Text
    Open Test Page    wait.html?after=60000
    Run Keyword And Expect Error
    ...    wait_timeout: text 'Hidden forever' did not become visible within 0.5 s
    ...    Wait For    text=Hidden forever    timeout=0.5s

Text That Never Appears Fails With Wait Timeout
    Open Test Page    index.html
    Run Keyword And Expect Error    wait_timeout: text 'Never there' did not become visible within 0.5 s
    ...    Wait For    text=Never there    timeout=0.5s

Text That Stays Fails With Wait Timeout
    Open Test Page    wait.html?after=60000
    Run Keyword And Expect Error    wait_timeout: text 'Loading' is still visible after 0.5 s
    ...    Wait For    text_gone=Loading    timeout=0.5s

Library Timeout Bounds The Text Waits
    Open Test Page    index.html
    ${old} =    Set Camoufox Timeout    0.5s
    Run Keyword And Expect Error    wait_timeout: text 'Never there' did not become visible within 0.2* s
    ...    Wait For    text=Never there
    [Teardown]    Set Camoufox Timeout    ${old}

Wait For Needs Something To Wait For
    Run Keyword And Expect Error
    ...    invalid_params: `Wait For` needs at least one of 'time', 'text', 'text_gone'
    ...    Wait For

Bad Wait Arguments
    Run Keyword And Expect Error    invalid_params:*'time'*    Wait For    time=-1
    Run Keyword And Expect Error    invalid_params:*'timeout'*    Wait For    text=x    timeout=0

Wait For In An Unknown Frame Or Page
    Run Keyword And Expect Error    frame_not_found:*'frame-nope'*
    ...    Wait For    text=x    frame_id=frame-nope
    Run Keyword And Expect Error    page_not_found:*'page-nope'*
    ...    Wait For    text=x    page_id=page-nope
