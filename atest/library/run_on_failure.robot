*** Settings ***
Documentation     run_on_failure: a failing keyword of the library embeds a screenshot in
...               log.html (the file lies next to it); run_on_failure=NONE records
...               nothing; a second import under an alias records its own instance;
...               a failure that Run Keyword And Expect Error expects records nothing;
...               Register Keyword To Run On Failure sets the keyword, returns the
...               previous one, and NONE turns it off.
...               Runs resources/_nested/run_on_failure.robot in its own ``robot`` process and reads
...               its output.xml.
Resource          ../resources/common.resource
Resource          ../resources/nested.resource
Library           XML
Suite Setup       Run The Failing Suite
Suite Teardown    Run Keyword If All Tests Passed    Remove Directory    ${FOLDER}    recursive=True


*** Test Cases ***
Default Run On Failure Embeds A Screenshot
    ${images} =    Screenshots Embedded In    Default Run On Failure Embeds A Screenshot
    Length Should Be    ${images}    1
    File Should Exist    ${FOLDER}/${images}[0]
    ${head} =    Set Variable    ${{ open($FOLDER + '/' + $images[0], 'rb').read(4).hex() }}
    Should Be Equal    ${head}    89504e47

Failure Message Is Kept
    ${test} =    Get Element    ${OUTPUT}    .//test[@name='Default Run On Failure Embeds A Screenshot']
    ${status} =    Get Element    ${test}    status
    Should Be Equal    ${status.attrib}[status]    FAIL
    Should Start With    ${status.text}    page_not_found: no open page 'page-nope'

Run On Failure NONE Records Nothing
    ${images} =    Screenshots Embedded In    Run On Failure NONE Records Nothing
    Should Be Empty    ${images}

Aliased Import Records Its Own Instance
    ${images} =    Screenshots Embedded In    Aliased Import Records Its Own Instance
    Length Should Be    ${images}    1
    File Should Exist    ${FOLDER}/${images}[0]
    Test Should Have No Warnings    Aliased Import Records Its Own Instance

Expected Failures Record Nothing
    [Documentation]    Run Keyword And Expect Error / Return Status / Ignore Error expect
    ...    the failure: nothing to record.
    ${images} =    Screenshots Embedded In    Expected Failures Record Nothing
    Should Be Empty    ${images}

Failure Without An Instance Records Nothing
    ${images} =    Screenshots Embedded In    Failure Without An Instance Records Nothing
    Should Be Empty    ${images}
    Test Should Have No Warnings    Failure Without An Instance Records Nothing

Registered Keyword Runs On Failure
    [Documentation]    The keyword registered in the test (its previous one: none) runs
    ...    once when a keyword of the library fails; the failure stays the test's.
    ${marks} =    Messages In    Registered Keyword Runs On Failure    run-on-failure: marked
    Length Should Be    ${marks}    1
    Failure Should Start With    Registered Keyword Runs On Failure    page_not_found:
    Test Should Have No Warnings    Registered Keyword Runs On Failure

Registering NONE Turns It Off
    [Documentation]    Registering NONE returned the keyword registered before (else the
    ...    test would fail in its ``Should Be Equal``), and nothing runs on failure.
    ${marks} =    Messages In    Registering NONE Turns It Off    run-on-failure: marked
    Should Be Empty    ${marks}
    Failure Should Start With    Registering NONE Turns It Off    page_not_found:

Every Screenshot File Is Embedded Once
    ${files} =    List Files In Directory    ${FOLDER}    camoufox-screenshot-*.png
    Length Should Be    ${files}    2


*** Keywords ***
Run The Failing Suite
    ${folder} =    Write Nested Run    run-on-failure    run_on_failure
    Set Suite Variable    ${FOLDER}    ${folder}
    ${result}    ${pid} =    Run Nested Robot    ${folder}
    Should Contain    ${result.stdout}    7 tests, 0 passed, 7 failed
    ${output} =    Parse XML    ${folder}/output.xml
    Set Suite Variable    ${OUTPUT}    ${output}

Screenshots Embedded In
    [Documentation]    The ``src`` of every ``camoufox-screenshot-*`` image logged in
    ...    the nested test ``name``.
    [Arguments]    ${name}
    ${messages} =    XML.Get Elements    ${OUTPUT}    .//test[@name='${name}']//msg[@html='true']
    ${images} =    Create List
    FOR    ${message}    IN    @{messages}
        ${found} =    Set Variable
        ...    ${{ re.findall(r'<img src="(camoufox-screenshot-\d+\.png)"', $message.text) }}
        Append To List    ${images}    @{found}
    END
    RETURN    ${images}

Test Should Have No Warnings
    [Arguments]    ${name}
    ${warnings} =    XML.Get Elements    ${OUTPUT}    .//test[@name='${name}']//msg[@level='WARN']
    Should Be Empty    ${warnings}    ${{ [w.text for w in $warnings] }}

Messages In
    [Documentation]    The messages of the nested test ``name`` whose text is ``text``.
    [Arguments]    ${name}    ${text}
    ${messages} =    XML.Get Elements    ${OUTPUT}    .//test[@name='${name}']//msg[.='${text}']
    RETURN    ${messages}

Failure Should Start With
    [Arguments]    ${name}    ${start}
    ${status} =    Get Element    ${OUTPUT}    .//test[@name='${name}']/status
    Should Be Equal    ${status.attrib}[status]    FAIL
    Should Start With    ${status.text}    ${start}
