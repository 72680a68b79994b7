*** Settings ***
Documentation     No browser process outlives the ``robot`` run that started it: after
...               a normal end, a failed test, instances left open (auto_close=never),
...               and runs stopped by SIGINT (once or twice) or SIGTERM in the middle of
...               a keyword. Each case runs a small suite in its own ``robot`` process
...               and looks for processes tagged with that process's pid in /proc.
Resource          ../resources/common.resource
Resource          ../resources/nested.resource
Test Teardown     Remove Nested Run


*** Test Cases ***
Normal End Leaves No Browser
    ${folder} =    Write Nested Run    normal
    ${result}    ${pid} =    Run Nested Robot    ${folder}    INSTANCES:2
    Should Be Equal As Integers    ${result.rc}    0    ${result.stdout}
    Browsers Should Have Been Up    ${folder}    count=2

Failed Test Leaves No Browser
    ${folder} =    Write Nested Run    failing
    ${result}    ${pid} =    Run Nested Robot    ${folder}    MODE:fail
    Should Be Equal As Integers    ${result.rc}    1    ${result.stdout}
    Should Contain    ${result.stdout}    page_not_found
    Browsers Should Have Been Up    ${folder}

Instances Left Open Are Closed At Exit
    [Documentation]    With auto_close=never nothing closes the instances before the
    ...    process exits: the library's exit hooks must.
    ${folder} =    Write Nested Run    never
    ${result}    ${pid} =    Run Nested Robot    ${folder}    AUTO_CLOSE:never
    Should Be Equal As Integers    ${result.rc}    0    ${result.stdout}
    Browsers Should Have Been Up    ${folder}

SIGINT During A Keyword Leaves No Browser
    Interrupted Run Leaves No Browser    SIGINT

SIGTERM During A Keyword Leaves No Browser
    Interrupted Run Leaves No Browser    SIGTERM

Second SIGINT Forcing Exit Leaves No Browser
    Interrupted Run Leaves No Browser    SIGINT    SIGINT


*** Keywords ***
Interrupted Run Leaves No Browser
    [Documentation]    Starts the nested suite in ``wait`` mode (a 30 s `Wait For` after the
    ...    browsers are up), sends ``signals`` while it waits, and checks the run ends
    ...    soon after, leaving no browser process.
    [Arguments]    @{signals}
    ${folder} =    Write Nested Run    interrupted
    ${handle} =    Start Nested Robot    ${folder}    MODE:wait
    ${pid} =    Get Process Id    ${handle}
    Wait Until File Exists    ${folder}/browsers-up.txt    timeout=60s    pid=${pid}
    Sleep    0.5s    into the Wait For keyword
    ${running} =    Pids Started By    ${pid}
    Should Not Be Empty    ${running}    the nested run's browsers are not tagged with its pid
    ${start} =    Set Variable    ${{ time.monotonic() }}
    FOR    ${signal}    IN    @{signals}
        Send Signal To Process    ${signal}    ${handle}
        Sleep    0.3s
    END
    ${result} =    Wait For Process    ${handle}    timeout=60s    on_timeout=kill
    ${took} =    Set Variable    ${{ time.monotonic() - $start }}
    Log    ${result.stdout}
    # The signal ended the run, not the 30 s Wait For (generous bound: a shared machine).
    Should Be True    ${took} < 20    the run took ${took} s to end after the signal
    Should Contain    ${result.stdout}    Execution terminated by signal
    IF    len($signals) > 1
        Should Contain    ${result.stdout}    Execution forcefully stopped.
    END
    Should Not Be Equal As Integers    ${result.rc}    0
    No Browser Process Of Run Should Survive    ${pid}
    FOR    ${browser}    IN    @{running}
        Pid Should Be Gone    ${browser}
    END
