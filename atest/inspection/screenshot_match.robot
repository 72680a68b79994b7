*** Settings ***
Documentation     Screenshot Should Match: a missing baseline is written and fails, a masked
...               clock passes run after run, one changed pixel fails with the expected,
...               actual and diff images in log.html, UPDATE_SNAPSHOTS accepts a change.
Resource          ../resources/common.resource
Suite Setup       Run Keywords    Create Instance    shots-match    viewport={'width': 400, 'height': 200}
...               AND    Open Test Page    screenshot-match.html
Test Setup        Run Keywords    Remove Directory    ${BASELINES}    recursive=True
...               AND    Set Test Variable    ${SCREENSHOT_BASELINES}    ${BASELINES}


*** Variables ***
${BASELINES}      ${OUTPUT DIR}${/}baselines


*** Test Cases ***
A Missing Baseline Is Written And Fails Saying So
    Run Keyword And Expect Error    verification_failed: no baseline 'card.png' in *written from this run*
    ...    Screenshot Should Match    card    ref=id=card
    File Should Exist    ${BASELINES}${/}card.png
    ${result} =    Screenshot Should Match    card    ref=id=card
    Should Be Equal    ${result}[differing_pixels]    ${0}

A Masked Clock Passes Twenty Times
    Screenshot Should Match    page    mask=id=clock    update=True
    FOR    ${i}    IN RANGE    20
        Screenshot Should Match    page    mask=id=clock
    END

The Same Page Without The Mask Fails
    Screenshot Should Match    clocked    clip=0,130,400,50    update=True
    Sleep    0.1 s
    Run Keyword And Expect Error    verification_failed: screenshot 'clocked.png' does not match*
    ...    Screenshot Should Match    clocked    clip=0,130,400,50

One Changed Pixel Fails With The Diff In The Log
    Screenshot Should Match    card    ref=id=card    update=True
    Evaluate JavaScript    () => { const d = document.createElement('i'); d.id = 'dot'; d.style.cssText = 'position:absolute;left:120px;top:70px;width:1px;height:1px;background:#000'; document.body.append(d); }
    Run Keyword And Expect Error    verification_failed: *1 of 20000 pixels differ*diff '*card-diff.png'
    ...    Screenshot Should Match    card    ref=id=card
    File Should Exist    ${OUTPUT DIR}${/}card-actual.png
    File Should Exist    ${OUTPUT DIR}${/}card-diff.png
    Screenshot Should Match    card    ref=id=card    max_diff_ratio=0.001
    [Teardown]    Evaluate JavaScript    () => document.getElementById('dot').remove()

UPDATE_SNAPSHOTS Writes The Baseline And Passes
    Set Test Variable    ${UPDATE_SNAPSHOTS}    True
    ${result} =    Screenshot Should Match    fresh    ref=id=card
    Should Be True    ${result}[written]
    File Should Exist    ${BASELINES}${/}fresh.png

A Name That Leaves Its Folder Is Refused
    Run Keyword And Expect Error    invalid_params: argument 'name' must be a file name*
    ...    Screenshot Should Match    ../escape
    Directory Should Not Exist    ${BASELINES}
