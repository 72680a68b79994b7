*** Settings ***
Documentation     auto_close=suite, second half: what the previous suite created is
...               destroyed, its browser processes ended.
Resource          ../../resources/common.resource
Library           ../../resources/ProcessHelper.py


*** Test Cases ***
Instances Of The Previous Suite Are Destroyed
    ${pids} =    Get Variable Value    ${AUTO CLOSED PIDS}
    Should Not Be Equal    ${pids}    ${None}
    ...    run this suite after 01__instances_of_a_child_suite (run the whole folder)
    ${result} =    List Instances
    ${names} =    Set Variable    ${{ [i['instance'] for i in $result['instances']] }}
    Should Not Contain    ${names}    from-suite-setup
    Should Not Contain    ${names}    from-test
    Length Should Be    ${pids}    2
    FOR    ${pid}    IN    @{pids}
        Pid Should Be Gone    ${pid}
    END
