*** Settings ***
Documentation     One failed test never blocks the next: a dialog or file chooser that a
...               test leaves pending is dismissed when the test ends, with a warning.
...               Runs _nested/pending_modals.robot in its own ``robot`` process and
...               reads its output.xml.
Resource          ../resources/common.resource
Resource          ../resources/nested.resource
Library           XML
Suite Setup       Run The Suite That Leaves Modals Pending
Suite Teardown    Run Keyword If All Tests Passed    Remove Directory    ${FOLDER}    recursive=True


*** Test Cases ***
Every Test Passed
    Should Contain    ${RESULT.stdout}    5 tests, 5 passed, 0 failed

A Pending Alert Is Dismissed With A Warning
    ${warnings} =    Warnings Of    Leaves An Alert Pending
    Length Should Be    ${warnings}    1
    Should Match    ${warnings}[0]
    ...    test '*Leaves An Alert Pending' ended with an alert dialog ("Hello from the page") on page 'page-*' of instance 'modals' pending; it was dismissed

A Pending File Chooser Is Cancelled With A Warning
    ${warnings} =    Warnings Of    Leaves A File Chooser Pending
    Length Should Be    ${warnings}    1
    Should Match    ${warnings}[0]    test '*Leaves A File Chooser Pending' ended with a file chooser on page 'page-*' of instance 'modals' pending; it was dismissed

Tests That Resolve Their Modal Get No Warning
    ${warnings} =    Warnings Of    Can Click Again
    Should Be Empty    ${warnings}


*** Keywords ***
Run The Suite That Leaves Modals Pending
    ${folder} =    Write Nested Run    pending-modals    pending_modals
    Set Suite Variable    ${FOLDER}    ${folder}
    ${result}    ${pid} =    Run Nested Robot    ${folder}
    Set Suite Variable    ${RESULT}    ${result}
    ${output} =    Parse XML    ${folder}/output.xml
    Set Suite Variable    ${OUTPUT}    ${output}

Warnings Of
    [Documentation]    The texts of the WARN messages of the nested test ``name``.
    [Arguments]    ${name}
    ${messages} =    XML.Get Elements    ${OUTPUT}    .//test[@name='${name}']//msg[@level='WARN']
    RETURN    ${{ [m.text for m in $messages] }}
