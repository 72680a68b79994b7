*** Settings ***
Documentation     Start Tracing / Stop Tracing, and the import argument tracing: a
...               failing test with retain-on-failure leaves a trace its log links, a
...               passing one leaves none; a failure Run Keyword And Expect Error
...               expects links nothing. The per-test runs are nested robot runs
...               (resources/_nested/tracing.robot) whose output this suite reads.
Resource          ../resources/common.resource
Resource          ../resources/nested.resource
Library           XML
Library           ../resources/TraceFiles.py


*** Test Cases ***
A Trace Recorded By Hand
    Create Instance    traced
    Start Tracing    title=by hand
    Open Test Page    network.html
    Click    id=add
    ${trace} =    Stop Tracing
    Should Start With    ${trace}[path]    ${OUTPUT DIR}${/}traces${/}trace-traced-
    Trace Should Hold    ${trace}[path]    Click    id=add
    Trace Network Should Contain    ${trace}[path]    /__api__/items
    Run Keyword And Expect Error    invalid_params: instance 'traced' is not recording a trace*
    ...    Stop Tracing
    [Teardown]    Destroy Instance    traced

Retain On Failure Keeps The Failing Test's Trace Only
    ${folder} =    Write Nested Run    tracing    tracing
    ${result}    ${pid} =    Run Nested Robot    ${folder}    TRACING:retain-on-failure
    Should Contain    ${result.stdout}    2 tests, 1 passed, 1 failed
    ${traces} =    List Files In Directory    ${folder}/traces
    Length Should Be    ${traces}    1
    Should End With    ${traces}[0]    .Tracing.A_Failing_Test-nested.zip
    ${zip} =    Set Variable    ${folder}/traces/${traces}[0]
    Trace Should Hold    ${zip}    Click    id=add
    Trace Should Hold    ${zip}    Get Text    id=added    ==    nothing added
    Trace Network Should Contain    ${zip}    /__api__/items
    Trace Should Have Screencast And Snapshots    ${zip}
    ${output} =    Parse XML    ${folder}/output.xml
    ${links} =    XML.Get Elements    ${output}    .//test[@name='A Failing Test']//kw[@name='Get Text']/msg[@html='true']
    Length Should Be    ${links}    1
    ${all} =    XML.Get Elements    ${output}    .//test[@name='A Failing Test']//msg[@html='true']
    Length Should Be    ${all}    1    the expected failure links nothing
    Should Contain    ${links[0].text}    href="traces/${traces}[0]"
    Should Contain    ${links[0].text}    python -m playwright show-trace
    ${quiet} =    XML.Get Elements    ${output}    .//test[@name='A Passing Test']//msg[@html='true']
    Should Be Empty    ${quiet}
    [Teardown]    Remove Nested Run

Tracing On Keeps Every Test's Trace
    ${folder} =    Write Nested Run    tracing-on    tracing
    ${result}    ${pid} =    Run Nested Robot    ${folder}    TRACING:on
    Should Contain    ${result.stdout}    2 tests, 1 passed, 1 failed
    ${traces} =    List Files In Directory    ${folder}/traces
    Length Should Be    ${traces}    2
    Should End With    ${traces}[0]    .Tracing.A_Failing_Test-nested.zip
    Should End With    ${traces}[1]    .Tracing.A_Passing_Test-nested.zip
    [Teardown]    Remove Nested Run
