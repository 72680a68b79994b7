*** Settings ***
Documentation     Wait For Function: a JavaScript function (or expression) called until truthy.
Resource          ../resources/common.resource
Suite Setup       Create Instance    function-waits


*** Test Cases ***
Returns The Truthy Value
    Open Test Page    waits.html?after=300
    ${ready} =    Wait For Function    () => window.ready
    Should Be Equal    ${ready}[result]    ${{ {"count": 3, "word": "done"} }}

An Expression, Called Again At An Interval
    Open Test Page    waits.html?after=60000
    # Truthy from the third call on, whenever the calls come.
    ${calls} =    Wait For Function    ++window.calls >= 3 && window.calls    timeout=5s    polling=50ms
    Should Be Equal As Integers    ${calls}[result]    3

Asked Again On The Next Page
    Open Test Page    waits.html?after=300
    Click    id=go-second
    ${path} =    Wait For Function    () => document.title === 'Second Page' && location.pathname
    Should Be Equal    ${path}[result]    /second.html

A Falsy Value When The Time Is Up Fails With The Last Value
    Open Test Page    waits.html?after=60000
    Run Keyword And Expect Error
    ...    wait_timeout: the function still returns a falsy value after 0.3 s; it last returned false
    ...    Wait For Function    () => window.ready    timeout=0.3s
    Run Keyword And Expect Error    wait_timeout:*it last returned 0
    ...    Wait For Function    document.querySelectorAll('.nothing').length    timeout=0

A Function That Throws Fails At Once
    Run Keyword And Expect Error    evaluation_failed: the function threw Error: boom
    ...    Wait For Function    () => { throw new Error('boom') }
    Run Keyword And Expect Error    evaluation_failed:*SyntaxError*    Wait For Function    () => {

In A Frame
    Open Test Page    waits.html?after=60000
    ${frames} =    Frames
    ${in_frame} =    Wait For Function    window.inFrame    frame_id=${frames}[frames][1][frame_id]
    Should Be Equal    ${in_frame}[result]    yes
    Run Keyword And Expect Error    frame_not_found:*    Wait For Function    true    frame_id=frame-nope

Invalid Arguments
    Run Keyword And Expect Error    invalid_params: argument 'function'*    Wait For Function    ${SPACE}
    Run Keyword And Expect Error    invalid_params: argument 'polling' must be a positive number of seconds*
    ...    Wait For Function    true    polling=0s
    Run Keyword And Expect Error    invalid_params: argument 'timeout'*
    ...    Wait For Function    true    timeout=-1s

A Dialog Blocks The Wait
    [Documentation]    The alert opens 1 s after the click, while the wait runs.
    Open Test Page    waits.html?after=1000
    Click    id=say-hello
    Run Keyword And Expect Error    modal_state_blocked: `Wait For Function` stopped waiting: *Hello*
    ...    Wait For Function    false    timeout=8s    polling=100ms
    Handle Dialog    accept=True

Unknown Page
    Run Keyword And Expect Error    page_not_found:*'page-nope'*
    ...    Wait For Function    true    page_id=page-nope
