*** Settings ***
Documentation     Navigate Forward: the undo of Navigate Back, with its errors. The history
...               slowdowns use come-back.html, which loads slowly on a later visit.
Resource          ../resources/common.resource
Suite Setup       Create Instance    forward


*** Test Cases ***
Navigate Forward Without A Later Entry Reports Navigated False
    [Documentation]    First in the suite: the instance has loaded nothing yet.
    ${page} =    Navigate Forward
    Should Not Be True    ${page}[navigated]
    Should Be Equal    ${page}[url]    about:blank

Navigate Forward Undoes Navigate Back
    Navigate    ${URL}/index.html
    Navigate    ${URL}/second.html
    Navigate Back
    ${page} =    Navigate Forward
    Should Be Equal    ${page}    ${{ {"url": $URL + "/second.html", "title": "Second Page", "navigated": True, "modal": None} }}
    ${page} =    Navigate Forward
    Should Not Be True    ${page}[navigated]

Navigate Forward On An Explicit Page
    ${tab} =    Tabs New    ${URL}/index.html
    Navigate    ${URL}/second.html    page_id=${tab}[page_id]
    Navigate Back    page_id=${tab}[page_id]
    Tabs Select    index=0
    ${page} =    Navigate Forward    page_id=${tab}[page_id]
    Should Be Equal    ${page}[title]    Second Page
    Run Keyword And Expect Error    page_not_found:*'page-nope'*    Navigate Forward    page_id=page-nope
    [Teardown]    Close    page_id=${tab}[page_id]

A Slow Next Page Fails With Navigation Timeout
    Navigate    ${URL}/index.html
    Navigate    ${URL}/come-back.html?forward
    Navigate Back
    ${old} =    Set Camoufox Timeout    1s
    Run Keyword And Expect Error    navigation_timeout: going forward did not finish within 1 s
    ...    Navigate Forward
    [Teardown]    Run Keywords    Set Camoufox Timeout    ${old}    AND    Navigate    about:blank

A Pending Dialog Blocks It, A File Chooser Stays Behind
    Navigate    ${URL}/dialogs-file.html
    Navigate    ${URL}/second.html
    Navigate Back
    Evaluate JavaScript    () => { setTimeout(() => alert('Hold on'), 0) }
    Wait Until Keyword Succeeds    5s    50ms    Dialog Should Be Pending
    Run Keyword And Expect Error    modal_state_blocked:*Hold on*    Navigate Forward
    Handle Dialog    accept=True
    ${click} =    Click    id=single
    Should Be Equal    ${click}[modal][kind]    file_chooser
    ${page} =    Navigate Forward
    Should Be Equal    ${page}[title]    Second Page
    Wait For    text=The second page


*** Keywords ***
Dialog Should Be Pending
    ${snapshot} =    Snapshot
    Should Not Be Equal    ${snapshot}[modal]    ${None}    no dialog is pending yet
