*** Settings ***
Documentation     Frames on frames-main.html: named, id-only, anonymous, nested and
...               cross-origin iframes; stable ids across navigation; expiry on detach;
...               replacement frames; explicit page_id; the errors.
Resource          ../resources/common.resource
Suite Setup       Create Instance    frames
Test Setup        Open Frames Page


*** Test Cases ***
Frames Lists Every Attached Frame
    ${result} =    Frames
    Length Should Be    ${result}[frames]    6
    ${main} =    Set Variable    ${result}[frames][0]
    Should Be Equal    ${main}[frame_id]    ${result}[main_frame_id]
    Should Be Equal    ${main}[parent_frame_id]    ${None}
    Should Be Equal    ${main}[is_main]    ${True}
    Should Be Equal    ${main}[url]    ${URL}/frames-main.html?cross=${CROSS_URL}
    ${checkout} =    Frame Ending With    frames-child.html
    Should Be Equal    ${checkout}[name]    checkout
    Should Be Equal    ${checkout}[is_main]    ${False}
    Should Be Equal    ${checkout}[parent_frame_id]    ${result}[main_frame_id]
    ${nested} =    Frame Ending With    ?nested
    Should Be Equal    ${nested}[name]    nested
    Should Be Equal    ${nested}[parent_frame_id]    ${checkout}[frame_id]
    ${sidebar} =    Frame Ending With    ?sidebar
    Should Be Equal    ${sidebar}[name]    sidebar
    ${anonymous} =    Frame Ending With    ?anonymous
    Should Be Equal    ${anonymous}[name]    ${EMPTY}
    ${payments} =    Frame Ending With    ?payments
    Should Be Equal    ${payments}[name]    payments
    Should Start With    ${payments}[url]    ${CROSS_URL}
    ${tabs} =    Tabs List
    Should Be Equal    ${result}[page_id]    ${tabs}[tabs][0][page_id]

Frame Ids Work With Frame Keywords
    ${payments} =    Frame Ending With    ?payments
    ${snap} =    Snapshot    frame_id=${payments}[frame_id]
    Should Contain    ${snap}[snapshot]    Leaf payments

Ids Survive Navigation Of The Same Frame
    ${before} =    Frame Ending With    ?sidebar
    Evaluate JavaScript    navigateSidebar()
    Wait Until Keyword Succeeds    5s    0.1s    Frame Ending With    ?moved
    ${after} =    Frame Ending With    ?moved
    Should Be Equal    ${after}[frame_id]    ${before}[frame_id]

Detach Expires The Id And A Replacement Gets A New One
    ${old} =    Frame Ending With    ?sidebar
    Evaluate JavaScript    replaceSidebar()
    Wait Until Keyword Succeeds    5s    0.1s    Frame Ending With    ?replacement
    ${new} =    Frame Ending With    ?replacement
    Should Not Be Equal    ${new}[frame_id]    ${old}[frame_id]
    ${result} =    Frames
    ${ids} =    Evaluate    [f['frame_id'] for f in $result['frames']]
    Should Not Contain    ${ids}    ${old}[frame_id]
    Run Keyword And Expect Error    frame_not_found:*    Snapshot    frame_id=${old}[frame_id]
    Evaluate JavaScript    removeSidebar()
    Wait Until Keyword Succeeds    5s    0.1s    Frame Count Should Be    5
    Run Keyword And Expect Error    frame_not_found:*    Snapshot    frame_id=${new}[frame_id]

Main Frame Id Survives A Navigation
    ${before} =    Frames
    Open Test Page    frames-leaf.html
    ${after} =    Frames
    Should Be Equal    ${after}[main_frame_id]    ${before}[main_frame_id]
    Length Should Be    ${after}[frames]    1

Page Id Lists Another Tab Without Selecting It
    ${here} =    Frames
    ${tab} =    Tabs New
    TRY
        ${there} =    Frames    page_id=${here}[page_id]
        Length Should Be    ${there}[frames]    6
        Should Be Equal    ${there}[page_id]    ${here}[page_id]
        ${selected} =    Frames
        Should Be Equal    ${selected}[page_id]    ${tab}[page_id]
        Length Should Be    ${selected}[frames]    1
    FINALLY
        Tabs Close    page_id=${tab}[page_id]
    END

Frames Works While A Dialog Is Pending
    Evaluate JavaScript    () => { setTimeout(() => alert('hold'), 0) }
    Wait Until Keyword Succeeds    5s    0.1s    Dialog Should Be Pending
    Frame Count Should Be    6
    Handle Dialog    accept=True

Frames That Never Settle Are Frame Not Found
    ${tab} =    Tabs New    ${URL}/frames-churn.html
    TRY
        Run Keyword And Expect Error    frame_not_found:*detached while they were listed*    Frames
    FINALLY
        Tabs Close    page_id=${tab}[page_id]
    END

Frames Errors
    Run Keyword And Expect Error    page_not_found:*page-gone*    Frames    page_id=page-gone
    Run Keyword And Expect Error    instance_not_found:*    Frames    instance=nobody


*** Keywords ***
Open Frames Page
    Open Test Page    frames-main.html?cross=${CROSS_URL}
    Wait Until Keyword Succeeds    10s    0.1s    All Frames Loaded

All Frames Loaded
    ${result} =    Frames
    Length Should Be    ${result}[frames]    6
    FOR    ${frame}    IN    @{result}[frames]
        Should Not Be Equal    ${frame}[url]    about:blank
    END

Frame Ending With
    [Arguments]    ${end}
    ${result} =    Frames
    FOR    ${frame}    IN    @{result}[frames]
        IF    $frame['url'].endswith($end)    RETURN    ${frame}
    END
    Fail    no frame whose URL ends with ${end}

Frame Count Should Be
    [Arguments]    ${count}
    ${result} =    Frames
    Length Should Be    ${result}[frames]    ${count}

Dialog Should Be Pending
    ${snap} =    Snapshot
    Should Not Be Equal    ${snap}[modal]    ${None}
