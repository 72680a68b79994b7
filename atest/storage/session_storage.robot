*** Settings ***
Documentation     Get Session Storage, Set Session Storage, Clear Session Storage and
...               Remove Storage Item: sessionStorage belongs to the origin in one tab;
...               the errors on a page without an origin or behind a dialog.
Resource          ../resources/common.resource
Suite Setup       Create Instance    session-storage
Test Setup        Clear Both Storages


*** Test Cases ***
Set, Get And Clear Items Of The Tab
    ${result} =    Set Session Storage    step    2
    Should Be Equal    ${result}[origin]    ${URL}
    Should Be Equal    ${result}[key]    step
    Should Be Equal    ${result}[value]    2
    Set Session Storage    cart    3 items
    ${storage} =    Get Session Storage
    Should Be Equal    ${storage}[origin]    ${URL}
    Should Be Equal    ${storage}[items]    ${{ {'step': '2', 'cart': '3 items'} }}
    ${seen} =    Evaluate JavaScript    sessionStorage.getItem('step')
    Should Be Equal    ${seen}[result]    2
    ${local} =    Get Local Storage
    Should Be Empty    ${local}[items]
    ${result} =    Clear Session Storage
    Should Be Equal As Integers    ${result}[removed]    2
    ${storage} =    Get Session Storage
    Should Be Empty    ${storage}[items]

Items Survive Navigation But Not Another Tab
    Set Session Storage    kept    yes
    Open Test Page    index.html
    ${storage} =    Get Session Storage
    Should Be Equal    ${storage}[items][kept]    yes
    ${tab} =    Tabs New    ${URL}/storage-page.html
    ${storage} =    Get Session Storage
    Should Be Empty    ${storage}[items]
    Tabs Close    page_id=${tab}[page_id]
    ${storage} =    Get Session Storage
    Should Be Equal    ${storage}[items][kept]    yes

Remove One Item From Either Storage
    Set Local Storage    theme    dark
    Set Session Storage    theme    light
    ${result} =    Remove Storage Item    theme
    Should Be Equal    ${result}[storage]    local
    Should Be True    ${result}[removed]
    ${storage} =    Get Session Storage
    Should Be Equal    ${storage}[items][theme]    light
    ${result} =    Remove Storage Item    theme    storage=session
    Should Be True    ${result}[removed]
    ${result} =    Remove Storage Item    theme    session
    Should Not Be True    ${result}[removed]
    Run Keyword And Expect Error    ValueError: Argument 'storage' got value 'disk'*
    ...    Remove Storage Item    theme    storage=disk

Explicit Page Id
    ${snap} =    Snapshot
    Set Session Storage    by_id    1    page_id=${snap}[page_id]
    ${storage} =    Get Session Storage    page_id=${snap}[page_id]
    Should Be Equal    ${storage}[items][by_id]    1
    Remove Storage Item    by_id    storage=session    page_id=${snap}[page_id]
    Run Keyword And Expect Error    page_not_found: no open page 'page-nope'*    Get Session Storage    page_id=page-nope
    Run Keyword And Expect Error    page_not_found:*    Set Session Storage    k    v    page_id=page-nope
    Run Keyword And Expect Error    page_not_found:*    Clear Session Storage    page_id=page-nope
    Run Keyword And Expect Error    page_not_found:*    Remove Storage Item    k    page_id=page-nope

A Page Without An Origin Has No Session Storage
    Navigate    about:blank
    Run Keyword And Expect Error    invalid_params: page '*' (about:blank) has no origin with sessionStorage; navigate to an http(s) page first
    ...    Get Session Storage
    Run Keyword And Expect Error    invalid_params:*has no origin with sessionStorage*    Set Session Storage    k    v
    Run Keyword And Expect Error    invalid_params:*has no origin with sessionStorage*    Clear Session Storage
    Run Keyword And Expect Error    invalid_params:*has no origin with localStorage*    Remove Storage Item    k
    Run Keyword And Expect Error    invalid_params:*has no origin with sessionStorage*    Remove Storage Item    k    session

A Pending Dialog Blocks Session Storage
    Evaluate JavaScript    () => { setTimeout(() => alert('Wait a moment'), 0) }
    Wait Until Keyword Succeeds    5s    100ms    Dialog Should Be Pending
    Run Keyword And Expect Error    modal_state_blocked:*alert dialog*Handle Dialog*    Get Session Storage
    Run Keyword And Expect Error    modal_state_blocked:*    Set Session Storage    k    v
    Run Keyword And Expect Error    modal_state_blocked:*    Clear Session Storage
    Run Keyword And Expect Error    modal_state_blocked:*    Remove Storage Item    k
    Handle Dialog    accept=True
    ${storage} =    Get Session Storage
    Should Be Empty    ${storage}[items]


*** Keywords ***
Clear Both Storages
    Open Test Page    storage-page.html
    Clear Local Storage
    Clear Session Storage

Dialog Should Be Pending
    ${snapshot} =    Snapshot
    Should Not Be Equal    ${snapshot}[modal]    ${None}
