*** Settings ***
Documentation       Instances that share a browser, against full instances and raw
...                 Playwright (bench/contexts.py runs it). `Step <name>` keywords are
...                 timed from output.xml; a shared instance and raw Playwright alternate.
Library             CamoufoxLibrary    timeout=60s    run_on_failure=NONE    max_instances=3
Library             SameBrowser.py


*** Variables ***
${N}                10
${FIREFOX}          /usr/bin/firefox-esr


*** Test Cases ***
Creation
    Create Instance    owner    engine=firefox    executable_path=${FIREFOX}
    Take Browser Of    owner
    # A shared instance and its raw twin strictly alternate, so each follows the same
    # kind of step; a full instance's launch and close (a whole process) stay apart.
    FOR    ${i}    IN RANGE    ${N}
        IF    ${i} % 2 == 0
            Shared    ${i}
            Raw
        ELSE
            Raw
            Shared    ${i}
        END
    END
    FOR    ${i}    IN RANGE    ${N}
        Full    ${i}
    END


*** Keywords ***
Full
    [Arguments]    ${i}
    Step Create Full Instance    full-${i}
    Destroy Instance    full-${i}

Shared
    [Arguments]    ${i}
    Step Create Shared Instance    shared-${i}
    Destroy Instance    shared-${i}

Raw
    Step New Context And Page
    Close Raw Context

Step Create Full Instance
    [Arguments]    ${name}
    Create Instance    ${name}    engine=firefox    executable_path=${FIREFOX}

Step Create Shared Instance
    [Arguments]    ${name}
    Create Instance    ${name}    browser_of=owner

Step New Context And Page
    New Context And Page
