*** Settings ***
Documentation     auto_close=test: a test's instances end with the test; the suite's
...               (created in Suite Setup) with the suite.
Library           CamoufoxLibrary    auto_close=test
Suite Setup       Create Instance    suite-level


*** Test Cases ***
Instance Created In A Test
    Create Instance    test-level
    Instances Should Be    suite-level    test-level

Is Destroyed When The Test Ends
    Instances Should Be    suite-level


*** Keywords ***
Instances Should Be
    [Arguments]    @{names}
    ${result} =    List Instances
    Should Be Equal    ${{ [i['instance'] for i in $result['instances']] }}    ${names}
