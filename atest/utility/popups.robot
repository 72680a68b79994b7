*** Settings ***
Documentation     Following what an action opened: expect=popup|download|response|url on
...               Click and the other actions, Tabs Select NEW and negative indexes, and
...               their errors, against popups.html (a tab opened 300 ms after a click, a
...               target=_blank link, a popup blank before it navigates, a download, a
...               fetch 200 ms after a click).
Resource          ../resources/common.resource
Suite Setup       Create Instance    utility-popups
Test Setup        Keep Only The Opener


*** Variables ***
${ROUNDS}         50


*** Test Cases ***
Click Expect Popup Follows A Late Popup Fifty Times Out Of Fifty
    FOR    ${round}    IN RANGE    ${ROUNDS}
        ${result} =    Click    id=late    expect=popup
        Should End With    ${result}[popup][url]    popups-target.html?via=late
        ${title} =    Get Title
        Should Be Equal    ${title}    Popup target    round ${round}: the popup is not selected
        Tabs Close    page_id=${result}[popup][page_id]
    END
    Log    ${ROUNDS} of ${ROUNDS} popups followed

Tabs Select NEW Selects A Late Popup Fifty Times Out Of Fifty
    FOR    ${round}    IN RANGE    ${ROUNDS}
        Click    id=late
        ${selected} =    Tabs Select    NEW
        Should Be Equal As Integers    ${selected}[selected_index]    1
        ${title} =    Get Title
        Should Be Equal    ${title}    Popup target    round ${round}: the new tab is not selected
        Tabs Close    page_id=${selected}[page_id]
    END
    Log    ${ROUNDS} of ${ROUNDS} new tabs selected

A Target Blank Link Opens A Popup That Select False Leaves Unselected
    ${result} =    Click    id=blank    expect=popup    select=False
    Should End With    ${result}[popup][url]    ?via=blank
    ${title} =    Get Title
    Should Be Equal    ${title}    Popups
    ${title} =    Get Title    page_id=${result}[popup][page_id]
    Should Be Equal    ${title}    Popup target

A Popup Blank At First Is Followed Until It Has Its Url
    ${result} =    Click    id=navlater    expect=popup
    Should End With    ${result}[popup][url]    ?via=navlater
    Get Text    id=via    ==    via navlater

Tabs Select NEW Takes A Popup Blank At First Once It Has Its Url
    Click    id=navlater
    Tabs Select    NEW
    ${url} =    Get Url
    Should End With    ${url}    ?via=navlater

Click Expect Download Saves The File Under The Output Dir
    ${result} =    Click    id=download    expect=download
    Should Be Equal    ${result}[download][suggested_filename]    report.csv
    Should Start With    ${result}[download][path]    ${OUTPUT DIR}${/}downloads
    File Should Exist    ${result}[download][path]

Click Expect Response Returns The Response It Waited For
    ${result} =    Click    id=fetch    expect=response    expect_url=**/__api__/items
    Should Be Equal As Integers    ${result}[response][status]    200
    Should End With    ${result}[response][url]    /__api__/items

Click Expect Url Returns The New Url
    ${result} =    Click    id=go    expect=url    expect_url=regex:via=self$
    Should End With    ${result}[url]    popups-target.html?via=self

Press Key And Evaluate JavaScript Follow Popups Too
    Focus    id=blank
    ${result} =    Press Key    Enter    expect=popup
    Should End With    ${result}[popup][url]    ?via=blank
    Tabs Select    0
    ${result} =    Evaluate JavaScript    () => { window.open('popups-target.html?via=script') }
    ...    expect=popup
    Should End With    ${result}[popup][url]    ?via=script

A Dialog Ends The Wait And Handle Dialog Follows What Comes After It
    ${result} =    Click    id=confirm    expect=popup
    Should Be Equal    ${result}[modal][type]    confirm
    Should Be Equal    ${result}[popup]    ${None}
    ${result} =    Handle Dialog    True    expect=popup
    Should End With    ${result}[popup][url]    ?via=confirm

Tabs Select Counts A Negative Index From The End
    ${result} =    Click    id=blank    expect=popup    select=False
    ${selected} =    Tabs Select    -1
    Should Be Equal    ${selected}[page_id]    ${result}[popup][page_id]
    ${selected} =    Tabs Select    -2
    Should Be Equal As Integers    ${selected}[selected_index]    0
    Run Keyword And Expect Error    invalid_params: argument 'index' must be a current tab index (0 to 1, or -1 to -2 from the end), got -3
    ...    Tabs Select    -3

Nothing Opened Fails With Wait Timeout Naming What Was Expected
    ${old} =    Set Camoufox Timeout    1s
    TRY
        Run Keyword And Expect Error    wait_timeout: expect=popup: no popup opened within *; pages seen: page-* (${URL}/popups.html)
        ...    Click    id=nothing    expect=popup
        Run Keyword And Expect Error    wait_timeout: page_id NEW: no page opened since the selected one was selected, nor within *; pages seen: page-*
        ...    Tabs Select    NEW
        Run Keyword And Expect Error    wait_timeout: expect=response: no response matching '**/never' came within *
        ...    Click    id=fetch    expect=response    expect_url=**/never
    FINALLY
        Set Camoufox Timeout    ${old}
    END

Bad Expectations Fail Naming The Argument
    Run Keyword And Expect Error    *expect*window*popup*download*response*url*
    ...    Click    id=go    expect=window
    Run Keyword And Expect Error    invalid_params: argument 'expect_url': '(' is not a valid regular expression*
    ...    Click    id=go    expect=url    expect_url=regex:(
    Run Keyword And Expect Error    invalid_params: argument 'expect_url' applies to expect=response and expect=url, not to expect=popup
    ...    Click    id=go    expect=popup    expect_url=**
    Run Keyword And Expect Error    invalid_params: argument 'select' applies to expect=popup only*
    ...    Click    id=go    expect=download    select=False
    Run Keyword And Expect Error    invalid_params: page_id NEW is for action 'select' only, not 'close'
    ...    Tabs Close    page_id=NEW
    Get Text    id=status    ==    idle


*** Keywords ***
Keep Only The Opener
    ${tabs} =    Tabs List
    IF    not $tabs['tabs']    Tabs New
    ${tabs} =    Tabs List
    ${rest} =    Get Slice From List    ${tabs}[tabs]    1
    FOR    ${tab}    IN    @{rest}
        Tabs Close    page_id=${tab}[page_id]
    END
    Tabs Select    0
    Open Test Page    popups.html
