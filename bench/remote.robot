*** Settings ***
Documentation       The scenario's steps on a remote instance (a browser server's Firefox,
...                 reached with ws_endpoint) and on a local one, in one Robot run
...                 (bench/remote.py runs it). `Step <side> <name>` keywords are timed
...                 from output.xml; the side that goes first alternates every iteration.
Library             CamoufoxLibrary    timeout=60s    run_on_failure=NONE


*** Variables ***
${N}                5
${URL}              ${EMPTY}
${WS_ENDPOINT}      ${EMPTY}
${FIREFOX}          /usr/bin/firefox-esr


*** Test Cases ***
Scenario
    FOR    ${i}    IN RANGE    ${N}
        IF    ${i} % 2
            Iteration    remote
            Iteration    local
        ELSE
            Iteration    local
            Iteration    remote
        END
    END


*** Keywords ***
Iteration
    [Arguments]    ${side}
    Step ${side} Create Instance
    Step ${side} Navigate Form
    Step ${side} Verify Heading
    Step ${side} Type
    Step ${side} Click
    Step ${side} Tabs New
    Step ${side} Tabs Close
    Step ${side} Navigate Big
    Step ${side} Snapshot
    Step ${side} Screenshot
    Step ${side} Create Shared Instance
    Destroy Instance    ${side}-shared
    Step ${side} Destroy Instance

Step ${side} Create Instance
    IF    $side == 'remote'
        Create Instance    ${side}    ws_endpoint=${WS_ENDPOINT}
    ELSE
        Create Instance    ${side}    engine=firefox    executable_path=${FIREFOX}
    END

Step ${side} Navigate Form
    Navigate    ${URL}/form.html    instance=${side}

Step ${side} Verify Heading
    Verify Text Visible    Bench Form    instance=${side}

Step ${side} Type
    Type    css=#name    Bob    instance=${side}

Step ${side} Click
    Click    css=#save    instance=${side}

Step ${side} Tabs New
    Tabs New    instance=${side}

Step ${side} Tabs Close
    Tabs Close    1    instance=${side}

Step ${side} Navigate Big
    Navigate    ${URL}/big.html    instance=${side}

Step ${side} Snapshot
    Snapshot    instance=${side}

Step ${side} Screenshot
    Screenshot    instance=${side}

Step ${side} Create Shared Instance
    Create Instance    ${side}-shared    browser_of=${side}

Step ${side} Destroy Instance
    Destroy Instance    ${side}
