*** Settings ***
Documentation     Click position= (a point, or random: a new point inside the element each
...               time), force, delay, click_count and trial; Type delay= and jitter= (key
...               by key, trusted, at a person's pace), as the page records them.
Resource          ../resources/common.resource
Suite Setup       Create Instance    clickopts
Test Setup        Open Test Page    click-options.html


*** Test Cases ***
Fifty Random Clicks Land On Fifty Points Inside The Box, Nearly All Distinct
    [Documentation]    50 random whole-pixel points of a 200 x 100 box share one about
    ...    6 % of the time (the birthday problem), three about once in 27,000 runs.
    FOR    ${i}    IN RANGE    50
        Click    id=pad    position=random
    END
    ${clicks} =    Evaluate JavaScript    () => window.clicks
    Length Should Be    ${clicks}[result]    50
    ${points} =    Evaluate    {(c['x'], c['y']) for c in $clicks['result']}
    Should Be True    len($points) >= 48    ${points}
    FOR    ${click}    IN    @{clicks}[result]
        Should Be True    0 <= ${click}[x] <= 200 and 0 <= ${click}[y] <= 100 and ${click}[trusted]
    END

A Position Lands There And Is Returned
    ${result} =    Click    id=pad    position=5,7
    Should Be Equal    ${result}[position]    ${{ {'x': 5.0, 'y': 7.0} }}
    ${click} =    Evaluate JavaScript    () => window.clicks[0]
    Should Be True    abs(${click}[result][x] - 5) <= 1 and abs(${click}[result][y] - 7) <= 1

A Position Outside The Box Or Malformed Fails Naming It
    Run Keyword And Expect Error    invalid_params: argument 'position': 250,7 is outside the element, whose box is 200 x 100 pixels*
    ...    Click    id=pad    position=250,7
    Run Keyword And Expect Error    invalid_params: argument 'position' must be 'x,y'*got 'middle'
    ...    Click    id=pad    position=middle
    Get Text    id=count    ==    0

Delay Holds The Button Down
    Click    id=pad    delay=150ms
    ${held} =    Evaluate JavaScript    () => window.presses[0]
    Should Be True    ${held}[result] >= 140
    Run Keyword And Expect Error    invalid_params: argument 'delay' must be zero or more seconds*
    ...    Click    id=pad    delay=-1s

Click Count Clicks That Many Times
    # In a row, as a person's: detail 1, 2, 3 (docs/engine-notes.md "Clicks in a row").
    ${result} =    Click    id=pad    click_count=3
    Should Not Be True    ${result}[separate_clicks]
    Get Text    id=count    ==    3
    ${details} =    Evaluate JavaScript    () => window.clicks.map(click => click.detail)
    Should Be Equal    ${details}[result]    ${{ [1, 2, 3] }}
    Run Keyword And Expect Error    invalid_params: argument 'click_count' must be 1 or more*
    ...    Click    id=pad    click_count=0

Trial Checks And Clicks Nothing
    ${result} =    Click    id=pad    trial=True
    Should Be True    ${result}[trial]
    Get Text    id=count    ==    0

Force Clicks A Styled Checkbox Whose Drawn Box Covers The Input
    Set Camoufox Timeout    1s
    Run Keyword And Expect Error    operation_timeout:*stayed covered*<span class="box"> gets the pointer events*
    ...    Click    id=agree
    Get Checkbox State    id=agree    ==    ${False}
    # The click lands on the drawn box, inside the label, which checks the input.
    Click    id=agree    force=True
    Get Checkbox State    id=agree    ==    ${True}
    [Teardown]    Set Camoufox Timeout    10s

Options Do Not Go With Double Click
    Run Keyword And Expect Error    invalid_params: argument 'position' applies to a single click*
    ...    Click    id=pad    double_click=True    position=random

Hover Takes A Random Position
    ${result} =    Hover    id=pad    position=random
    Should Be True    0 < ${result}[position][x] < 200 and 0 < ${result}[position][y] < 100

Type With Delay And Jitter Keeps A Person's Pace
    Type    id=name    abcdefghijklmnop    delay=80ms    jitter=40ms
    ${gaps} =    Evaluate JavaScript    () => window.keys.slice(1).map((k, i) => k.t - window.keys[i].t)
    ${median} =    Evaluate    statistics.median($gaps['result'])    modules=statistics
    Should Be True    40 <= ${median} <= 120    median gap ${median} ms
    ${trusted} =    Evaluate JavaScript    () => window.keys.every(k => k.trusted)
    Should Be True    ${trusted}[result]
    Get Value    id=name    ==    abcdefghijklmnop
    Press Key    Tab
    ${changes} =    Evaluate JavaScript    () => window.changes
    Should Be Equal    ${changes}[result]    ${1}
    Run Keyword And Expect Error    invalid_params: argument 'jitter' must be zero or more seconds*
    ...    Type    id=name    x    jitter=-5ms
