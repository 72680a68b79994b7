*** Settings ***
Documentation     Navigate and Navigate Back: loading pages, URL normalisation, what
...               a navigation waits for (wait_until), history, and the navigation errors.
Resource          ../resources/common.resource
Library           ../resources/ProcessHelper.py
Suite Setup       Create Instance    navigation


*** Test Cases ***
Navigate Back Without History Reports Navigated False
    [Documentation]    First in the suite: the instance has loaded nothing yet.
    ${page} =    Navigate Back
    Should Not Be True    ${page}[navigated]
    Should Be Equal    ${page}[url]    about:blank

Navigate Returns Url, Title And Status
    ${page} =    Navigate    ${URL}/index.html
    Should Be Equal    ${page}[url]    ${URL}/index.html
    Should Be Equal    ${page}[title]    Fixture Home
    Should Be Equal As Integers    ${page}[status]    200

Navigate Reports HTTP Error Statuses Without Failing
    ${page} =    Navigate    ${URL}/__status__?code=404
    Should Be Equal As Integers    ${page}[status]    404
    ${page} =    Navigate    ${URL}/no-such-page.html
    Should Be Equal As Integers    ${page}[status]    404

Local Addresses Without Scheme Get Http
    ${host_port} =    Set Variable    ${{ $URL.removeprefix('http://') }}
    ${page} =    Navigate    ${host_port}/second.html
    Should Be Equal    ${page}[url]    ${URL}/second.html
    ${port} =    Set Variable    ${{ $URL.rsplit(':', 1)[1] }}
    ${page} =    Navigate    localhost:${port}/index.html
    Should Be Equal    ${page}[url]    http://localhost:${port}/index.html
    Should Be Equal    ${page}[title]    Fixture Home

Explicit Schemes Are Kept
    ${page} =    Navigate    about:blank
    Should Be Equal    ${page}[url]    about:blank
    ${page} =    Navigate    data:text/html,<title>Inline</title><p>inline page
    Should Be Equal    ${page}[title]    Inline

Navigate Back Goes To The Previous Page
    Navigate    ${URL}/index.html
    Navigate    ${URL}/second.html
    ${page} =    Navigate Back
    Should Be True    ${page}[navigated]
    Should Be Equal    ${page}[url]    ${URL}/index.html
    Should Be Equal    ${page}[title]    Fixture Home

Navigate Back After Following A Link
    Navigate    ${URL}/index.html
    ${start} =    Set Variable    ${{ time.monotonic() }}
    Click    role=link[name="Second page"]
    # The link's role selector matches nothing on the next page: the click must not
    # wait for it there (it once waited out the whole timeout).
    Should Be True    ${{ time.monotonic() - $start }} < 5
    Wait For    text=The second page
    ${page} =    Navigate Back
    Should Be True    ${page}[navigated]
    Should Be Equal    ${page}[title]    Fixture Home

Navigate Back And Forward Between Pages An Ordinary Site Serves
    [Documentation]    Pages served without Cache-Control: no-store enter Firefox's back-forward
    ...    cache; Navigate Back to one once waited out its timeout and left Get Url on the old page.
    Navigate    ${URL}/history-start.html?cacheable
    Click    text=Second page, cacheable
    Wait For    text=The second page
    ${start} =    Set Variable    ${{ time.monotonic() }}
    ${page} =    Navigate Back
    Should Be True    ${{ time.monotonic() - $start }} < 1
    Should Be Equal    ${page}[title]    History Start
    Get Url    ==    ${URL}/history-start.html?cacheable
    ${page} =    Navigate Forward
    Should Be Equal    ${page}[title]    Second Page
    Get Url    ==    ${URL}/second.html?cacheable

Navigate On An Explicit Page
    ${info} =    List Instances
    ${page_id} =    Set Variable    ${info}[instances][0][selected_page_id]
    ${page} =    Navigate    ${URL}/second.html    page_id=${page_id}
    Should Be Equal    ${page}[title]    Second Page
    ${page} =    Navigate Back    page_id=${page_id}
    Should Be True    ${page}[navigated]

Unknown Page Id
    Run Keyword And Expect Error    page_not_found: no open page 'page-nope'*
    ...    Navigate    ${URL}/index.html    page_id=page-nope
    Run Keyword And Expect Error    page_not_found:*'page-nope'*    Navigate Back    page_id=page-nope

Refused Connection Fails With Navigation Failed
    ${port} =    Free Port
    Run Keyword And Expect Error    navigation_failed: could not load http://127.0.0.1:${port}/*
    ...    Navigate    http://127.0.0.1:${port}/

Malformed Url
    Run Keyword And Expect Error    invalid_params:*'url'*    Navigate    ${SPACE}
    Run Keyword And Expect Error    invalid_params:*'url'*not a URL*    Navigate    nohost

Slow Page Fails With Navigation Timeout
    ${old} =    Set Camoufox Timeout    1s
    Run Keyword And Expect Error    navigation_timeout:*__slow__*did not finish loading within 1 s*
    ...    Navigate    ${URL}/__slow__?ms=5000
    Set Camoufox Timeout    ${old}
    ${page} =    Navigate    ${URL}/index.html
    Should Be Equal    ${page}[title]    Fixture Home
    [Teardown]    Set Camoufox Timeout    ${old}

Slow Page Within The Timeout
    ${page} =    Navigate    ${URL}/__slow__?ms=300
    Should Be Equal    ${page}[title]    Slow

Navigate Waits For The Load Unless Told Otherwise
    ${old} =    Set Camoufox Timeout    1s
    Run Keyword And Expect Error    navigation_timeout:*waits-load.html?ms=20000 did not finish loading within 1 s
    ...    Navigate    ${URL}/waits-load.html?ms=20000
    ${page} =    Navigate    ${URL}/waits-load.html?ms=20000    wait_until=domcontentloaded
    Should Be Equal    ${page}[title]    Slow load
    ${page} =    Navigate    ${URL}/waits-load.html?ms=20000    wait_until=commit
    Should Be Equal As Integers    ${page}[status]    200
    [Teardown]    Run Keywords    Set Camoufox Timeout    ${old}    AND    Navigate    about:blank

Navigate Can Wait For Network Idle
    ${old} =    Set Camoufox Timeout    1s
    Run Keyword And Expect Error    navigation_timeout:*(wait_until 'networkidle')
    ...    Navigate    ${URL}/waits-load.html?ms=0&busy=20000    wait_until=networkidle
    Set Camoufox Timeout    ${old}
    ${page} =    Navigate    ${URL}/waits-load.html?ms=0&busy=300    wait_until=networkidle
    Should Be Equal    ${page}[title]    Slow load
    [Teardown]    Run Keywords    Set Camoufox Timeout    ${old}    AND    Navigate    about:blank

Wait Until Takes Only Its Words
    Run Keyword And Expect Error    ValueError: Argument 'wait_until' got value 'idle'*
    ...    Navigate    about:blank    wait_until=idle

A Slow Previous Page Fails With Navigation Timeout
    Navigate    ${URL}/come-back.html?back
    Navigate    ${URL}/index.html
    ${old} =    Set Camoufox Timeout    1s
    Run Keyword And Expect Error    navigation_timeout: going back did not finish within 1 s
    ...    Navigate Back
    [Teardown]    Run Keywords    Set Camoufox Timeout    ${old}    AND    Navigate    about:blank

A Pending Dialog Blocks Navigate Back
    Navigate    ${URL}/index.html
    Navigate    ${URL}/second.html
    Evaluate JavaScript    () => { setTimeout(() => alert('Hold on'), 0) }
    Wait Until Keyword Succeeds    5s    50ms    Dialog Should Be Pending
    Run Keyword And Expect Error    modal_state_blocked:*Hold on*    Navigate Back
    Run Keyword And Expect Error    modal_state_blocked:*Hold on*    Navigate    ${URL}/index.html
    Handle Dialog    accept=True


*** Keywords ***
Dialog Should Be Pending
    ${snapshot} =    Snapshot
    Should Not Be Equal    ${snapshot}[modal]    ${None}    no dialog is pending yet
