*** Settings ***
Documentation     Get Local Storage, Set Local Storage and Clear Local Storage: the
...               localStorage of the page's origin, kept apart per origin, and the
...               errors on a page without an origin.
Resource          ../resources/common.resource
Suite Setup       Create Instance    local-storage
Test Setup        Clear Both Origins


*** Test Cases ***
Set, Get And Clear Items Of The Page's Origin
    Open Test Page    storage-page.html
    ${result} =    Set Local Storage    theme    dark
    Should Be Equal    ${result}[origin]    ${URL}
    Should Be Equal    ${result}[key]    theme
    Should Be Equal    ${result}[value]    dark
    Set Local Storage    lang    fi
    ${storage} =    Get Local Storage
    Should Be Equal    ${storage}[origin]    ${URL}
    Should Be Equal    ${storage}[items]    ${{ {'theme': 'dark', 'lang': 'fi'} }}
    ${result} =    Clear Local Storage
    Should Be Equal As Integers    ${result}[removed]    2
    ${storage} =    Get Local Storage
    Should Be Empty    ${storage}[items]

The Page Sees The Items And The Keywords See The Page's
    Open Test Page    storage-page.html
    Set Local Storage    greeting    hello
    ${seen} =    Evaluate JavaScript    localStorage.getItem('greeting')
    Should Be Equal    ${seen}[result]    hello
    Evaluate JavaScript    () => localStorage.setItem('from_page', '42')
    ${storage} =    Get Local Storage
    Should Be Equal    ${storage}[items][from_page]    42
    Set Local Storage    greeting    replaced
    ${storage} =    Get Local Storage
    Should Be Equal    ${storage}[items][greeting]    replaced

Each Origin Has Its Own Storage
    Open Test Page    storage-page.html
    Set Local Storage    where    first origin
    Navigate    ${CROSS_URL}/storage-page.html
    ${storage} =    Get Local Storage
    Should Be Equal    ${storage}[origin]    ${CROSS_URL}
    Should Be Empty    ${storage}[items]
    Set Local Storage    where    second origin
    ${result} =    Clear Local Storage
    Should Be Equal As Integers    ${result}[removed]    1
    Open Test Page    storage-page.html
    ${storage} =    Get Local Storage
    Should Be Equal    ${storage}[items]    ${{ {'where': 'first origin'} }}

Items Survive Navigation Within The Origin
    Open Test Page    storage-page.html
    Set Local Storage    kept    yes
    Open Test Page    index.html
    ${storage} =    Get Local Storage
    Should Be Equal    ${storage}[items][kept]    yes

Explicit Page Id
    Open Test Page    storage-page.html
    ${info} =    List Instances
    ${page_id} =    Set Variable    ${info}[instances][0][selected_page_id]
    Set Local Storage    by_id    1    page_id=${page_id}
    ${storage} =    Get Local Storage    page_id=${page_id}
    Should Be Equal    ${storage}[items][by_id]    1
    Run Keyword And Expect Error    page_not_found: no open page 'page-nope'*
    ...    Get Local Storage    page_id=page-nope
    Run Keyword And Expect Error    page_not_found: no open page 'page-nope'*
    ...    Set Local Storage    k    v    page_id=page-nope
    Run Keyword And Expect Error    page_not_found: no open page 'page-nope'*
    ...    Clear Local Storage    page_id=page-nope

A Page Without An Origin Has No Local Storage
    Navigate    about:blank
    Run Keyword And Expect Error    invalid_params: page '*' (about:blank) has no origin with localStorage; navigate to an http(s) page first
    ...    Get Local Storage
    Run Keyword And Expect Error    invalid_params:*(about:blank) has no origin*    Set Local Storage    k    v
    Run Keyword And Expect Error    invalid_params:*(about:blank) has no origin*    Clear Local Storage

A Pending Dialog Blocks Local Storage
    Open Test Page    storage-page.html
    Evaluate JavaScript    () => { setTimeout(() => alert('Wait a moment'), 0) }
    Wait Until Keyword Succeeds    5s    100ms    Dialog Should Be Pending
    Run Keyword And Expect Error    modal_state_blocked:*alert dialog*Handle Dialog*
    ...    Get Local Storage
    Run Keyword And Expect Error    modal_state_blocked:*    Set Local Storage    k    v
    Run Keyword And Expect Error    modal_state_blocked:*    Clear Local Storage
    Handle Dialog    accept=True
    ${storage} =    Get Local Storage
    Should Be Empty    ${storage}[items]

Unknown Instance
    Run Keyword And Expect Error    instance_not_found:*'nope'*    Get Local Storage    instance=nope


*** Keywords ***
Clear Both Origins
    Navigate    ${CROSS_URL}/storage-page.html
    Clear Local Storage
    Open Test Page    storage-page.html
    Clear Local Storage

Dialog Should Be Pending
    ${snapshot} =    Snapshot
    Should Not Be Equal    ${snapshot}[modal]    ${None}
