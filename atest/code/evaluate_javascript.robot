*** Settings ***
Documentation     Evaluate JavaScript: functions and expressions, on an element, the
...               JSON result, a script that throws, and a script that never returns.
Resource          ../resources/common.resource
Suite Setup       Create Instance    code
Test Setup        Open Test Page    code-page.html


*** Test Cases ***
Function And Expression
    ${result} =    Evaluate JavaScript    () => document.title
    Should Be Equal    ${result}[result]    Code Page
    ${result} =    Evaluate JavaScript    document.title
    Should Be Equal    ${result}[result]    Code Page
    ${result} =    Evaluate JavaScript    1 + 2
    Should Be Equal    ${result}[result]    ${3}
    ${result} =    Evaluate JavaScript    [...document.querySelectorAll('li')].map(li => li.textContent)
    Should Be Equal    ${result}[result]    ${{ ['one', 'two', 'three'] }}

A Returned Promise Is Awaited
    ${result} =    Evaluate JavaScript    async () => { await new Promise(r => setTimeout(r, 50)); return 'later' }
    Should Be Equal    ${result}[result]    later

Function Gets The Element Of A Selector Or Ref
    ${result} =    Evaluate JavaScript    el => el.value    ref=\#email
    Should Be Equal    ${result}[result]    me@example.com
    ${result} =    Evaluate JavaScript    el => Number(el.dataset.count) * 2    ref=css=#save
    Should Be Equal    ${result}[result]    ${6}
    ${snapshot} =    Snapshot
    ${ref} =    Set Variable    ${{ re.search(r'button "Save" \[ref=(\w+)\]', $snapshot['snapshot']).group(1) }}
    ${result} =    Evaluate JavaScript    (button) => button.id    ref=${ref}
    Should Be Equal    ${result}[result]    save

The Function Changes The Page
    Evaluate JavaScript    el => { el.value = 'new@example.com' }    ref=\#email
    Verify Value    \#email    new@example.com

Result Is Plain Json Data
    ${result} =    Evaluate JavaScript
    ...    () => ({count: 3, ratio: 0.5, ok: true, none: null, missing: undefined, list: [1, 'two', [3]], nested: {a: {b: 'c'}}, when: new Date(Date.UTC(2024, 0, 2)), nan: NaN, big: Infinity})
    ${data} =    Set Variable    ${result}[result]
    Should Be Equal    ${data}[count]    ${3}
    Should Be Equal    ${data}[ratio]    ${0.5}
    Should Be Equal    ${data}[ok]    ${True}
    Should Be Equal    ${data}[none]    ${None}
    Should Be Equal    ${{ $data.get('missing') }}    ${None}
    Should Be Equal    ${data}[list]    ${{ [1, 'two', [3]] }}
    Should Be Equal    ${data}[nested][a][b]    c
    Should Start With    ${data}[when]    2024-01-02T00:00:00
    Should Be Equal    ${data}[nan]    NaN
    Should Be Equal    ${data}[big]    Infinity
    # Strict JSON: no NaN or Infinity numbers left.
    Evaluate    json.dumps($data, allow_nan=False)

Thrown Error Fails With The JavaScript Message
    Run Keyword And Expect Error    evaluation_failed: the script threw Error: boom
    ...    Evaluate JavaScript    () => { throw new Error('boom') }
    Run Keyword And Expect Error    evaluation_failed: the script threw ReferenceError: missingThing is not defined
    ...    Evaluate JavaScript    () => missingThing.value
    Run Keyword And Expect Error    evaluation_failed:*Error: rejected later*
    ...    Evaluate JavaScript    () => Promise.reject(new Error('rejected later'))
    Run Keyword And Expect Error    evaluation_failed:*TypeError: the door is closed*
    ...    Evaluate JavaScript    el => { throw new TypeError('the door is closed') }    ref=\#save
    Run Keyword And Expect Error    evaluation_failed: the script threw SyntaxError: *
    ...    Evaluate JavaScript    ) not javascript (

Promise That Never Settles Times Out Within The Deadline
    ${old} =    Set Camoufox Timeout    2s
    ${started} =    Evaluate    time.monotonic()
    Run Keyword And Expect Error    operation_timeout: `Evaluate JavaScript` did not finish within 2 s*
    ...    Evaluate JavaScript    new Promise(() => {})
    ${elapsed} =    Evaluate    time.monotonic() - $started
    # The deadline, not the 10 s library timeout, ended it (plus the run_on_failure screenshot).
    Should Be True    ${elapsed} < 8
    Set Camoufox Timeout    ${old}
    ${result} =    Evaluate JavaScript    document.title
    Should Be Equal    ${result}[result]    Code Page
    [Teardown]    Set Camoufox Timeout    ${old}

Endless Loop Times Out Within The Deadline
    [Documentation]    An instance of its own: the loop keeps the page's process busy,
    ...    and other pages of the same browser with it; destroying it still works.
    Create Instance    code-busy
    ${old} =    Set Camoufox Timeout    2s
    ${started} =    Evaluate    time.monotonic()
    Run Keyword And Expect Error    operation_timeout: `Evaluate JavaScript` did not finish within 2 s*
    ...    Evaluate JavaScript    () => { while (true) {} }
    ${elapsed} =    Evaluate    time.monotonic() - $started
    Should Be True    ${elapsed} < 8
    [Teardown]    Run Keywords    Set Camoufox Timeout    ${old}
    ...    AND    Destroy Instance    code-busy
    ...    AND    Switch Instance    code

Element That Is Not There
    Run Keyword And Expect Error    element_not_found: selector 'css=#nothing' matches no element
    ...    Evaluate JavaScript    el => el.id    ref=css=#nothing
    Run Keyword And Expect Error    stale_ref: ref 'e999' is not in the current page*
    ...    Evaluate JavaScript    el => el.id    ref=e999

Empty Code
    Run Keyword And Expect Error    invalid_params: argument 'function' must be JavaScript code*
    ...    Evaluate JavaScript    ${SPACE}

Unknown Page, Frame Or Instance
    Run Keyword And Expect Error    page_not_found: no open page 'page-nope'*
    ...    Evaluate JavaScript    1    page_id=page-nope
    Run Keyword And Expect Error    frame_not_found: no attached frame 'frame-nope'*
    ...    Evaluate JavaScript    1    frame_id=frame-nope
    Run Keyword And Expect Error    instance_not_found:*'nope'*
    ...    Evaluate JavaScript    1    instance=nope

A Pending Dialog Blocks It
    Evaluate JavaScript    () => { setTimeout(() => confirm('Really?'), 0) }
    Wait Until Keyword Succeeds    5s    100ms    Dialog Should Be Pending
    Run Keyword And Expect Error    modal_state_blocked:*confirm dialog*Handle Dialog*
    ...    Evaluate JavaScript    document.title
    Handle Dialog    accept=False
    ${result} =    Evaluate JavaScript    document.title
    Should Be Equal    ${result}[result]    Code Page


*** Keywords ***
Dialog Should Be Pending
    ${snapshot} =    Snapshot
    Should Not Be Equal    ${snapshot}[modal]    ${None}
