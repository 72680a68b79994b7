*** Settings ***
Documentation     auto_close=suite (the default), first half: instances created in this
...               suite's setup and in its tests live until the suite ends. The next
...               suite checks that they are gone.
Resource          ../../resources/common.resource
Suite Setup       Create Instance    from-suite-setup


*** Test Cases ***
Instance Created In A Test Outlives The Test
    Create Instance    from-test

Instances Live Until The Suite Ends
    ${result} =    List Instances
    ${names} =    Set Variable    ${{ [i['instance'] for i in $result['instances']] }}
    Should Contain    ${names}    from-suite-setup
    Should Contain    ${names}    from-test
    ${pids} =    Set Variable    ${{ [i['pid'] for i in $result['instances']] }}
    Set Global Variable    ${AUTO CLOSED PIDS}    ${pids}
