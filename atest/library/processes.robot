*** Settings ***
Documentation     No browser process outlives the ``robot`` run that started it: after
...               a normal end, a failed test, instances left open (auto_close=never),
...               and runs stopped by SIGINT (once or twice), SIGTERM or SIGKILL (what
...               pabot's --processtimeout ends with) in the middle of a keyword, each with
...               instances sharing a browser besides. Each case is a small suite (resources/_nested/browsers.robot) run in its
...               own ``robot`` process; the runs start together in the suite setup, and
...               each test checks /proc for processes tagged with its run's pid.
Resource          ../resources/common.resource
Resource          ../resources/nested.resource
Suite Setup       Start Every Run
Suite Teardown    End Every Run


*** Variables ***
# What the run prints (its stdout.txt) once a signal has taken effect: the first fails
# the running test (and the run goes on to its clean-up), the second forces the exit.
@{SIGNAL ANSWERS}    Execution terminated by signal    Execution forcefully stopped.


*** Test Cases ***
Normal End Leaves No Browser
    ${result} =    Run Should End    normal
    Should Be Equal As Integers    ${result.rc}    0    ${result.stdout}
    Browsers Should Have Been Up    ${RUNS}[normal][folder]    count=2

Failed Test Leaves No Browser
    ${result} =    Run Should End    failing
    Should Be Equal As Integers    ${result.rc}    1    ${result.stdout}
    Should Contain    ${result.stdout}    page_not_found
    Browsers Should Have Been Up    ${RUNS}[failing][folder]

Instances Left Open Are Closed At Exit
    [Documentation]    With auto_close=never nothing closes the instances before the
    ...    process exits: the library's exit hooks must.
    ${result} =    Run Should End    never
    Should Be Equal As Integers    ${result.rc}    0    ${result.stdout}
    Browsers Should Have Been Up    ${RUNS}[never][folder]

SIGINT During A Keyword Leaves No Browser
    Interrupted Run Leaves No Browser    sigint    SIGINT

SIGTERM During A Keyword Leaves No Browser
    Interrupted Run Leaves No Browser    sigterm    SIGTERM

Second SIGINT Forcing Exit Leaves No Browser
    Interrupted Run Leaves No Browser    double-sigint    SIGINT    SIGINT

SIGKILL During A Keyword Leaves No Browser
    [Documentation]    No exit hook of ours runs: Playwright's driver, whose pipe to the
    ...    killed process closes, ends the browsers it launched.
    ${run} =    Set Variable    ${RUNS}[sigkill]
    ${running} =    Browsers Of Run In Its Wait For    ${run}
    Send Signal To Process    SIGKILL    ${run}[handle]
    ${result} =    Wait For Process    ${run}[handle]    timeout=60s    on_timeout=kill
    Should Be Equal As Integers    ${result.rc}    -9
    Wait Until No Process Of Owner    ${run}[pid]    timeout=30s
    FOR    ${browser}    IN    @{running}
        Pid Should Be Gone    ${browser}
    END


*** Keywords ***
Start Every Run
    [Documentation]    Starts the seven nested runs at once; ``${RUNS}`` maps each name to
    ...    its folder, process handle and pid.
    VAR    &{RUNS}    scope=SUITE
    Start Run    normal    INSTANCES:2    SHARED:2
    Start Run    failing    MODE:fail    SHARED:1
    Start Run    never    AUTO_CLOSE:never    SHARED:2
    Start Run    sigint    MODE:wait    SHARED:2
    Start Run    sigterm    MODE:wait    SHARED:2
    Start Run    double-sigint    MODE:wait    SHARED:2
    Start Run    sigkill    MODE:wait    SHARED:2

Start Run
    [Arguments]    ${name}    @{variables}
    ${folder} =    Write Nested Run    ${name}
    ${handle} =    Start Nested Robot    ${folder}    @{variables}
    ${pid} =    Get Process Id    ${handle}
    VAR    &{run}    folder=${folder}    handle=${handle}    pid=${pid}
    Set To Dictionary    ${RUNS}    ${name}=${run}

Run Should End
    [Documentation]    Waits for the run ``name`` to end by itself; checks that no
    ...    browser process it started survives; returns its result.
    [Arguments]    ${name}
    ${run} =    Set Variable    ${RUNS}[${name}]
    ${result} =    Wait For Process    ${run}[handle]    timeout=180s    on_timeout=kill
    Log    ${result.stdout}
    No Browser Process Of Run Should Survive    ${run}[pid]
    RETURN    ${result}

Interrupted Run Leaves No Browser
    [Documentation]    Waits until the run ``name`` (``wait`` mode: `Wait For` calls
    ...    after the browser is up) is in its first `Wait For` (its debug file says so),
    ...    sends ``signals``, each once the one before has taken effect, and checks
    ...    that the run ends soon after, leaving no browser process.
    [Arguments]    ${name}    @{signals}
    ${run} =    Set Variable    ${RUNS}[${name}]
    ${running} =    Browsers Of Run In Its Wait For    ${run}
    ${start} =    Set Variable    ${{ time.monotonic() }}
    FOR    ${index}    ${signal}    IN ENUMERATE    @{signals}
        Send Signal To Process    ${signal}    ${run}[handle]
        Wait Until File Contains    ${run}[folder]/stdout.txt    ${SIGNAL ANSWERS}[${index}]
        ...    timeout=10s
    END
    ${result} =    Wait For Process    ${run}[handle]    timeout=60s    on_timeout=kill
    ${took} =    Set Variable    ${{ time.monotonic() - $start }}
    Log    ${result.stdout}
    # The signal ended the run, not its Wait For calls (two minutes).
    Should Be True    ${took} < 30    the run took ${took} s to end after the signal
    Should Contain    ${result.stdout}    Execution terminated by signal
    IF    len($signals) > 1
        Should Contain    ${result.stdout}    Execution forcefully stopped.
    END
    Should Not Be Equal As Integers    ${result.rc}    0
    No Browser Process Of Run Should Survive    ${run}[pid]
    FOR    ${browser}    IN    @{running}
        Pid Should Be Gone    ${browser}
    END

Browsers Of Run In Its Wait For
    [Documentation]    Waits until the ``wait`` mode run is in its first `Wait For` (its
    ...    debug file says so); returns the pids of its browser processes.
    [Arguments]    ${run}
    Wait Until File Exists    ${run}[folder]/browsers-up.txt    timeout=120s    pid=${run}[pid]
    Wait Until File Contains    ${run}[folder]/debug.txt    START KEYWORD: CamoufoxLibrary.Wait For
    ...    timeout=30s    pid=${run}[pid]
    ${running} =    Pids Started By    ${run}[pid]
    Should Not Be Empty    ${running}    the nested run's browsers are not tagged with its pid
    RETURN    ${running}

End Every Run
    [Documentation]    Kills what is left of the runs (after a failure) and removes their
    ...    folders when every test passed.
    Terminate All Processes    kill=True
    IF    $SUITE_STATUS == 'PASS'
        FOR    ${run}    IN    @{RUNS.values()}
            Remove Directory    ${run}[folder]    recursive=True
        END
    END
