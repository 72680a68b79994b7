*** Settings ***
Documentation     Copied and run in its own ``robot`` process by atest/resources/nested.resource:
...               starts ${INSTANCES} browsers and ${SHARED} more instances in the
...               first one's browser, writes the browsers' pids to ${MARKER}, then
...               passes, fails or waits, by ${MODE}.
# processes.robot starts seven of these runs at once: up to eight browsers launching
# together on two CPUs take most of a minute each (4 raw launches at once: 14-22 s).
Library           CamoufoxLibrary    timeout=60s    auto_close=${AUTO_CLOSE}
...               run_on_failure=${RUN_ON_FAILURE}
Library           OperatingSystem
Library           Collections


*** Variables ***
${AUTO_CLOSE}        suite
${RUN_ON_FAILURE}    Screenshot
${MODE}              pass
${INSTANCES}         1
${SHARED}            0
${MARKER}            ${OUTPUT DIR}/browsers-up.txt


*** Test Cases ***
Start Browsers
    @{pids} =    Create List
    FOR    ${index}    IN RANGE    ${INSTANCES}
        ${info} =    Create Instance    browser-${index}
        Append To List    ${pids}    ${info}[pid]
    END
    FOR    ${index}    IN RANGE    ${SHARED}
        ${info} =    Create Instance    shared-${index}    browser_of=browser-0
        Should Be Equal    ${info}[pid]    ${pids}[0]
    END
    Navigate    ${URL}/index.html
    Create File    ${MARKER}    ${{ " ".join(map(str, $pids)) }}
    IF    $MODE == 'fail'    Navigate    ${URL}/index.html    page_id=page-nope
    # wait: up to two minutes, in Wait For calls, so a signal lands in a keyword's
    # call into the browser core.
    IF    $MODE == 'wait'
        FOR    ${round}    IN RANGE    4
            Wait For    time=30
        END
    END
