*** Settings ***
Documentation     Close: closes the selected page or a given one, with the selection
...               rules of Tabs Close; the last page closed leaves the instance running.
...               Pages are popups opened with window.open (registered on their own).
Resource          ../resources/common.resource
Suite Setup       Create Instance    close
Test Setup        Keep Only One Page On    index.html


*** Test Cases ***
Close Closes The Selected Page
    ${first} =    Selected Page Id
    Open Popups    1
    ${pages} =    Page Ids
    ${result} =    Close
    Should Be Equal    ${result}[closed_page_id]    ${first}
    Should Be Equal    ${result}[selected_page_id]    ${pages}[1]
    Should Be Equal As Integers    ${result}[remaining]    1
    Selected Page Should Show    second.html?popup=1
    Run Keyword And Expect Error    page_not_found: no open page '${first}'*
    ...    Snapshot    page_id=${first}

Closing A Page That Is Not Selected Keeps The Selection
    Open Popups    2
    ${pages} =    Page Ids
    ${result} =    Close    page_id=${pages}[1]
    Should Be Equal    ${result}[closed_page_id]    ${pages}[1]
    Should Be Equal    ${result}[selected_page_id]    ${pages}[0]
    Should Be Equal As Integers    ${result}[remaining]    2
    ${left} =    Page Ids
    Should Be Equal    ${left}    ${{ [$pages[0], $pages[2]] }}
    Selected Page Should Show    index.html

Closing The Selected Page Selects The Next One
    Open Popups    2
    ${pages} =    Page Ids
    ${result} =    Close
    Should Be Equal    ${result}[closed_page_id]    ${pages}[0]
    Should Be Equal    ${result}[selected_page_id]    ${pages}[1]
    Selected Page Should Show    second.html?popup=1

Closing The Selected Last Page Selects The Previous One
    Open Popups    2
    ${pages} =    Page Ids
    Tabs Select    page_id=${pages}[2]
    ${result} =    Close
    Should Be Equal    ${result}[closed_page_id]    ${pages}[2]
    Should Be Equal    ${result}[selected_page_id]    ${pages}[1]
    Should Be Equal As Integers    ${result}[remaining]    2
    Selected Page Should Show    second.html?popup=1

Close And Tabs Close Follow The Same Rules
    Open Popups    2
    ${pages} =    Page Ids
    Tabs Close    page_id=${pages}[0]
    ${tabs} =    Selected Page Id
    Should Be Equal    ${tabs}    ${pages}[1]
    ${result} =    Close
    Should Be Equal    ${result}[selected_page_id]    ${pages}[2]

A Pending Dialog Does Not Block Close
    Open Popups    1
    ${pages} =    Page Ids
    Evaluate JavaScript    () => { setTimeout(() => alert('Leaving?'), 0) }    page_id=${pages}[1]
    Wait Until Keyword Succeeds    5s    100ms    Dialog Should Be Pending    ${pages}[1]
    ${result} =    Close    page_id=${pages}[1]
    Should Be Equal As Integers    ${result}[remaining]    1
    Selected Page Should Show    index.html

Unknown Page Or Instance
    ${first} =    Selected Page Id
    Run Keyword And Expect Error    page_not_found: no open page 'page-nope' in instance 'close'; open pages: ${first}
    ...    Close    page_id=page-nope
    Run Keyword And Expect Error    instance_not_found:*'nope'*    Close    instance=nope

Closing The Last Page Leaves The Instance Running Without Pages
    ${first} =    Selected Page Id
    ${result} =    Close
    Should Be Equal    ${result}[closed_page_id]    ${first}
    Should Be Equal    ${result}[selected_page_id]    ${None}
    Should Be Equal As Integers    ${result}[remaining]    0
    ${info} =    List Instances
    Should Be True    ${info}[instances][0][running]
    Should Be Equal As Integers    ${info}[instances][0][page_count]    0
    Should Be Equal    ${info}[instances][0][selected_page_id]    ${None}
    Run Keyword And Expect Error    page_not_found: instance 'close' has no open page; open one with `Tabs New`
    ...    Navigate    ${URL}/index.html
    Run Keyword And Expect Error    page_not_found: instance 'close' has no open page*
    ...    Close
    # What the message says to do.
    Tabs New
    ${page} =    Open Test Page    second.html
    Should Be Equal    ${page}[title]    Second Page


*** Keywords ***
Keep Only One Page On
    [Documentation]    Closes every page but the first, and loads ``page`` in it.
    [Arguments]    ${page}
    ${pages} =    Page Ids
    FOR    ${page_id}    IN    @{pages}[1:]
        Close    page_id=${page_id}
    END
    Open Test Page    ${page}

Open Popups
    [Documentation]    Opens ``count`` more tabs (second.html?popup=1, 2, ...) after the
    ...    first page, which stays selected. ``Tabs New`` rather than a script's
    ...    ``window.open``: once, a late ``window.open('second.html?popup=2')`` landed
    ...    in the first page and interrupted the next test's navigation there.
    [Arguments]    ${count: int}
    FOR    ${n}    IN RANGE    1    ${count + 1}
        Tabs New    ${URL}/second.html?popup=${n}
    END
    Tabs Select    index=0

Page Ids
    [Documentation]    The instance's page ids in tab order.
    ${result} =    Tabs List
    RETURN    ${{ [tab['page_id'] for tab in $result['tabs']] }}

Selected Page Id
    ${info} =    List Instances
    RETURN    ${info}[instances][0][selected_page_id]

Page Count
    ${info} =    List Instances
    RETURN    ${info}[instances][0][page_count]

Page Count Should Be
    [Arguments]    ${count}
    ${actual} =    Page Count
    Should Be Equal As Integers    ${actual}    ${count}

Selected Page Should Show
    [Documentation]    The selected page's URL ends with ``path``.
    [Arguments]    ${path}
    ${snapshot} =    Snapshot
    Should Be Equal    ${snapshot}[url]    ${URL}/${path}

Dialog Should Be Pending
    [Arguments]    ${page_id}
    ${snapshot} =    Snapshot    page_id=${page_id}
    Should Not Be Equal    ${snapshot}[modal]    ${None}
