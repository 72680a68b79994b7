*** Settings ***
Documentation     Reload: the document loaded again, wait_until, and the reload errors.
Resource          ../resources/common.resource
Suite Setup       Create Instance    reloading


*** Test Cases ***
Reload Loads The Document Again
    Open Test Page    index.html
    Evaluate JavaScript    window.marker = 1
    ${page} =    Reload
    Should Be Equal    ${page}    ${{ {"url": $URL + "/index.html", "title": "Fixture Home", "status": 200, "modal": None} }}
    ${marker} =    Evaluate JavaScript    typeof window.marker
    Should Be Equal    ${marker}[result]    undefined

Reload Need Not Wait For The Load
    Navigate    ${URL}/waits-load.html?ms=20000    wait_until=commit
    ${old} =    Set Camoufox Timeout    1s
    Run Keyword And Expect Error    navigation_timeout:*waits-load.html?ms=20000 did not finish loading within 1 s
    ...    Reload
    ${page} =    Reload    wait_until=domcontentloaded
    Should Be Equal    ${page}[title]    Slow load
    Reload    wait_until=commit
    [Teardown]    Run Keywords    Set Camoufox Timeout    ${old}    AND    Navigate    about:blank

Reload Of A Page Whose Server Is Gone
    ${server} =    Evaluate    testsupport.server.FixtureServer()    modules=testsupport.server
    ${gone_url} =    Call Method    ${server}    add    /gone.html    <title>Soon gone</title>
    Navigate    ${gone_url}
    Call Method    ${server}    stop
    Run Keyword And Expect Error    navigation_failed: could not load ${gone_url}:*    Reload

Reload Another Page
    ${tab} =    Tabs New    ${URL}/second.html
    Tabs Select    index=0
    ${page} =    Reload    page_id=${tab}[page_id]
    Should Be Equal    ${page}[title]    Second Page
    Run Keyword And Expect Error    page_not_found:*'page-nope'*    Reload    page_id=page-nope
    [Teardown]    Close    page_id=${tab}[page_id]

A Pending Dialog Blocks The Reload
    Open Test Page    index.html
    Evaluate JavaScript    () => { setTimeout(() => alert('Hold on'), 0) }
    Wait Until Keyword Succeeds    5s    50ms    Dialog Should Be Pending
    Run Keyword And Expect Error    modal_state_blocked:*Hold on*`Handle Dialog`*    Reload
    Handle Dialog    accept=True
    Reload


*** Keywords ***
Dialog Should Be Pending
    ${snapshot} =    Snapshot
    Should Not Be Equal    ${snapshot}[modal]    ${None}    no dialog is pending yet
