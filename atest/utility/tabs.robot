*** Settings ***
Documentation     Tabs List, Tabs New, Tabs Close and Tabs Select: data shapes, popups
...               (window.open and target=_blank), selection rules, stable page ids,
...               cleanup of a failed new tab, and the errors.
Resource          ../resources/common.resource
Library           ../resources/ProcessHelper.py
Suite Setup       Create Instance    utility-tabs
Test Setup        Keep Only The First Tab


*** Test Cases ***
Tabs List Shows Index, Url And Page Id
    ${result} =    Tabs List
    Length Should Be    ${result}[tabs]    1
    ${tab} =    Set Variable    ${result}[tabs][0]
    Should Be Equal As Integers    ${tab}[index]    0
    Should Be Equal    ${tab}[url]    ${URL}/util-tabs.html
    Should Match Regexp    ${tab}[page_id]    ^page-\\w+$
    Dictionary Should Contain Key    ${tab}    page_id
    Length Should Be    ${tab}    3
    Should Be Equal    ${result.tabs[0].page_id}    ${tab}[page_id]

Tabs New Opens, Loads And Selects A Tab
    ${tab} =    Tabs New    ${URL}/util-tab-target.html
    Should Be Equal As Integers    ${tab}[index]    1
    Should Be Equal    ${tab}[url]    ${URL}/util-tab-target.html
    Length Should Be    ${tab}    3
    Selected Page Should Be    ${tab}[page_id]
    ${snap} =    Snapshot
    Should Contain    ${snap}[snapshot]    heading "Tab target"

Tabs New Without Url Opens A Blank Tab
    ${tab} =    Tabs New
    Should Be Equal    ${tab}[url]    about:blank
    Selected Page Should Be    ${tab}[page_id]

Tabs New Completes A Local Address
    ${bare} =    Set Variable    ${{ $URL.removeprefix('http://') }}
    ${tab} =    Tabs New    ${bare}/util-tab-target.html
    Should Be Equal    ${tab}[url]    ${URL}/util-tab-target.html

Tabs New Selects Its Own Page Even If A Popup Opens While It Loads
    ${tab} =    Tabs New    ${URL}/util-popup-on-load.html
    Wait Until Keyword Succeeds    5s    0.1s    Tab Count Should Be    3
    Selected Page Should Be    ${tab}[page_id]
    ${tabs} =    Tabs List
    Should End With    ${tabs}[tabs][2][url]    util-tab-target.html?via=onload

Popups From Window Open And Target Blank Become Tabs
    Click    \#open
    Click    \#blank
    Wait Until Keyword Succeeds    5s    0.1s    Tab Count Should Be    3
    Wait Until Keyword Succeeds    5s    0.1s    Popup Urls Should Be Loaded
    ${first} =    Tabs List
    Selected Page Should Be    ${first}[tabs][0][page_id]

Tabs New That Fails To Load Closes Its Tab And Keeps The Error
    ${port} =    Free Port
    Run Keyword And Expect Error    navigation_failed:*the tab was closed    Tabs New    http://127.0.0.1:${port}/
    Tab Count Should Be    1
    ${tabs} =    Tabs List
    Selected Page Should Be    ${tabs}[tabs][0][page_id]

Tabs New That Times Out Closes Its Tab
    ${old} =    Set Camoufox Timeout    2s
    TRY
        Run Keyword And Expect Error    navigation_timeout:*    Tabs New    ${URL}/__slow__?ms=20000
    FINALLY
        Set Camoufox Timeout    ${old}
    END
    Tab Count Should Be    1

Tabs New Is Blocked While A Dialog Is Pending
    Evaluate JavaScript    () => { setTimeout(() => alert('pending'), 0) }
    Wait Until Keyword Succeeds    5s    0.1s    Dialog Should Be Pending
    Run Keyword And Expect Error    modal_state_blocked:*alert*`Handle Dialog`*    Tabs New
    Tab Count Should Be    1
    Handle Dialog    accept=True
    Tabs New

Tabs Select By Index And By Page Id
    ${first} =    Tabs List
    ${second} =    Tabs New
    ${result} =    Tabs Select    0
    Should Be Equal As Integers    ${result}[selected_index]    0
    Should Be Equal    ${result}[page_id]    ${first}[tabs][0][page_id]
    Selected Page Should Be    ${first}[tabs][0][page_id]
    ${result} =    Tabs Select    page_id=${second}[page_id]
    Should Be Equal As Integers    ${result}[selected_index]    1
    Selected Page Should Be    ${second}[page_id]

Closing A Non Active Tab Keeps The Selection
    ${b} =    Tabs New
    ${c} =    Tabs New
    Tabs Select    page_id=${b}[page_id]
    ${closed} =    Tabs Close    2
    Should Be Equal As Integers    ${closed}[closed_index]    2
    Should Be Equal    ${closed}[page_id]    ${c}[page_id]
    Selected Page Should Be    ${b}[page_id]

Closing The Active Tab Selects The Next One
    ${b} =    Tabs New
    ${c} =    Tabs New
    Tabs Select    1
    Tabs Close    page_id=${b}[page_id]
    Selected Page Should Be    ${c}[page_id]

Closing The Active Tab At The End Selects The Previous One
    ${b} =    Tabs New
    ${c} =    Tabs New
    Tabs Close    page_id=${c}[page_id]
    Selected Page Should Be    ${b}[page_id]

Page Ids Stay When Indexes Shift And Are Never Reused
    ${first} =    Tabs List
    ${b} =    Tabs New
    ${c} =    Tabs New
    Tabs Close    1
    ${tabs} =    Tabs List
    Should Be Equal    ${tabs}[tabs][1][page_id]    ${c}[page_id]
    Should Be Equal As Integers    ${tabs}[tabs][1][index]    1
    ${d} =    Tabs New
    Should Not Be Equal    ${d}[page_id]    ${b}[page_id]
    Should Not Be Equal    ${d}[page_id]    ${first}[tabs][0][page_id]

Closing The Last Tab Keeps The Instance Alive Without Pages
    ${only} =    Tabs List
    ${closed} =    Tabs Close    0
    Should Be Equal    ${closed}[page_id]    ${only}[tabs][0][page_id]
    ${tabs} =    Tabs List
    Should Be Empty    ${tabs}[tabs]
    ${list} =    List Instances
    ${mine} =    Evaluate    [i for i in $list['instances'] if i['instance'] == 'utility-tabs']
    Length Should Be    ${mine}    1
    Should Be Equal    ${mine}[0][running]    ${True}
    Should Be Equal    ${mine}[0][selected_page_id]    ${None}
    Should Be Equal As Integers    ${mine}[0][page_count]    0
    Run Keyword And Expect Error    page_not_found:*    Snapshot
    ${tab} =    Tabs New    ${URL}/util-tabs.html
    Should Be Equal As Integers    ${tab}[index]    0
    Selected Page Should Be    ${tab}[page_id]

Tabs Errors Name The Argument
    Run Keyword And Expect Error    invalid_params: action 'close' needs 'index' (0 to 0) or 'page_id'*    Tabs Close
    Run Keyword And Expect Error    invalid_params: action 'select' needs 'index'*    Tabs Select
    Run Keyword And Expect Error    invalid_params: action 'close' takes 'index' or 'page_id', not both    Tabs Close    0    page_id=page-x
    Run Keyword And Expect Error    invalid_params: argument 'index' must be a current tab index (0 to 0, or -1 to -1 from the end), got 3    Tabs Select    3
    Run Keyword And Expect Error    invalid_params: no tab with page_id 'page-x'*    Tabs Close    page_id=page-x
    Run Keyword And Expect Error    invalid_params: argument 'url'*    Tabs New    not a url
    Run Keyword And Expect Error    instance_not_found:*    Tabs List    instance=nobody
    Tab Count Should Be    1


*** Keywords ***
Keep Only The First Tab
    ${tabs} =    Tabs List
    IF    not $tabs['tabs']    Tabs New
    ${tabs} =    Tabs List
    ${rest} =    Get Slice From List    ${tabs}[tabs]    1
    FOR    ${tab}    IN    @{rest}
        Tabs Close    page_id=${tab}[page_id]
    END
    Tabs Select    0
    Open Test Page    util-tabs.html

Selected Page Should Be
    [Arguments]    ${page_id}
    ${list} =    List Instances
    ${mine} =    Evaluate    [i for i in $list['instances'] if i['instance'] == 'utility-tabs'][0]
    Should Be Equal    ${mine}[selected_page_id]    ${page_id}

Tab Count Should Be
    [Arguments]    ${count}
    ${tabs} =    Tabs List
    Length Should Be    ${tabs}[tabs]    ${count}

Popup Urls Should Be Loaded
    ${tabs} =    Tabs List
    ${urls} =    Evaluate    sorted(t['url'].rsplit('=', 1)[-1] for t in $tabs['tabs'][1:])
    Should Be Equal    ${urls}    ${{ ['blank', 'window.open'] }}

Dialog Should Be Pending
    ${snap} =    Snapshot
    Should Not Be Equal    ${snap}[modal]    ${None}
