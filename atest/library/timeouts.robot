*** Settings ***
Documentation     Set Camoufox Timeout and the deadline of every keyword: nothing waits
...               forever, not even on a page whose script never returns.
Resource          ../resources/common.resource
Suite Setup       Create Instance    timeouts
Test Teardown     Set Camoufox Timeout    10s


*** Test Cases ***
Set Camoufox Timeout Returns The Previous Value
    ${old} =    Set Camoufox Timeout    3s
    Should Be Equal    ${old}    ${{ datetime.timedelta(seconds=10) }}
    ${old} =    Set Camoufox Timeout    1 min 30 s
    Should Be Equal As Numbers    ${old.total_seconds()}    3
    ${old} =    Set Camoufox Timeout    0.5
    Should Be Equal As Numbers    ${old.total_seconds()}    90

Timeout Must Be Positive
    Run Keyword And Expect Error    invalid_params: timeout must be positive, got 0:00:00
    ...    Set Camoufox Timeout    0
    Run Keyword And Expect Error    invalid_params:*    Set Camoufox Timeout    -1s
    Run Keyword And Expect Error    *'timeout'*    Set Camoufox Timeout    soon

New Timeout Applies To The Next Keyword
    Open Test Page    index.html
    Set Camoufox Timeout    1s
    ${start} =    Set Variable    ${{ time.monotonic() }}
    Run Keyword And Expect Error    wait_timeout:*    Wait For    text=Never there
    ${elapsed} =    Set Variable    ${{ time.monotonic() - $start }}
    # Generous bound: the machine is shared; the default (10 s) would be far beyond it.
    Should Be True    ${elapsed} < 6    Wait For took ${elapsed} s with a 1 s timeout

Navigation Timeout Follows The Library Timeout
    Set Camoufox Timeout    1s
    Run Keyword And Expect Error    navigation_timeout:*within 1 s*    Navigate    ${URL}/__slow__?ms=5000

Keyword On A Page Stuck In A Script Loop Gives Operation Timeout
    [Documentation]    busy.html starts ``while (true) {}`` 300 ms after its load event,
    ...    and logs ``busy: looping`` to the console just before.
    [Setup]    Create Instance    stuck
    Open Test Page    busy.html
    Wait Until Keyword Succeeds    10s    0.1s    Page Should Be Looping
    Set Camoufox Timeout    1s
    ${start} =    Set Variable    ${{ time.monotonic() }}
    Run Keyword And Expect Error    operation_timeout:*    Snapshot
    Run Keyword And Expect Error    operation_timeout:*    Navigate Back
    ${elapsed} =    Set Variable    ${{ time.monotonic() - $start }}
    Should Be True    ${elapsed} < 10    two keywords with a 1 s timeout took ${elapsed} s
    # Every instance is its own browser: the others keep working.
    ${page} =    Navigate    ${URL}/second.html    instance=timeouts
    Should Be Equal    ${page}[title]    Second Page
    [Teardown]    Run Keywords    Set Camoufox Timeout    10s    AND    Destroy Instance    stuck
    ...    AND    Switch Instance    timeouts


*** Keywords ***
Page Should Be Looping
    [Documentation]    The console of the current page has busy.html's ``busy: looping``
    ...    (Console Messages reads what the library captured: it works while the page
    ...    is stuck in its loop).
    ${log} =    Console Messages
    Should Contain    ${{ [message["text"] for message in $log["messages"]] }}    busy: looping
