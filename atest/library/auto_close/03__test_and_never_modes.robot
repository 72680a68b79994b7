*** Settings ***
Documentation     auto_close=test and auto_close=never, in a separate ``robot`` run whose
...               suites (resources/_nested/auto_close_*.robot) check the instances they see.
Resource          ../../resources/common.resource
Resource          ../../resources/nested.resource
Test Teardown     Remove Nested Run


*** Test Cases ***
Test Mode Destroys A Test's Instances When It Ends And Never Mode Keeps Them
    ${folder} =    Write Nested Run    auto-close
    ...    auto_close_test    auto_close_test_after    auto_close_never    auto_close_never_after
    ${result}    ${pid} =    Run Nested Robot    ${folder}
    Should Be Equal As Integers    ${result.rc}    0    ${result.stdout}
    Should Contain    ${result.stdout}    6 tests, 6 passed, 0 failed
