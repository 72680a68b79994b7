*** Settings ***
Documentation       The benchmark scenario (bench/README.md) as CamoufoxLibrary keywords.
...
...                 Every step is a user keyword `Step <name>`, timed from output.xml by
...                 bench/run.py. `Pair` runs each step here and, through RawPeer, in the
...                 raw Playwright process (bench/raw.py), alternating which goes first,
...                 so both see the same machine state. Run it with `make bench`.
Library             CamoufoxLibrary    timeout=30s    run_on_failure=NONE
Library             RawPeer.py    ${RAW_SOCKET}


*** Variables ***
${N}                30
${URL}              ${EMPTY}
${FIREFOX}          /usr/bin/firefox-esr
${RAW_SOCKET}       ${EMPTY}
${ROUND}            0
${RAW_FIRST}        ${False}
@{ITEMS}            @{{ [f"Item {i}" for i in range(1, 51)] }}


*** Test Cases ***
Launch
    VAR    ${RAW_FIRST}    ${{ ${ROUND} % 2 == 1 }}    scope=SUITE
    Pair    Create Instance Cold

Scenario
    FOR    ${i}    IN RANGE    ${N}
        VAR    ${RAW_FIRST}    ${{ (${i} + ${ROUND}) % 2 == 1 }}    scope=SUITE
        Iteration    ${i}
    END

Close And Launch Again
    Pair    Destroy Instance
    Pair    Create Instance
    Pair    Destroy Instance


*** Keywords ***
Iteration
    [Arguments]    ${i}
    Pair    Navigate Form
    Pair    Verify Heading
    Pair    Verify Value
    Pair    Type
    Pair    Click
    Pair    Navigate List
    Pair    Verify List
    Pair    Tabs New
    Pair    Tabs Select
    Pair    Tabs Close
    IF    ${i} % 2
        Pair    Resize    800    600
    ELSE
        Pair    Resize    1024    768
    END
    Pair    Navigate Big
    Pair    Snapshot
    Pair    List Instances
    Step No Operation

Pair
    [Documentation]    Runs a step as a keyword and in raw Playwright, in either order.
    [Arguments]    ${name}    @{args}
    IF    ${RAW_FIRST}    Raw    ${name}    @{args}
    Run Keyword    Step ${name}    @{args}
    IF    not ${RAW_FIRST}    Raw    ${name}    @{args}

Step Create Instance Cold
    Create Instance    bench    engine=firefox    executable_path=${FIREFOX}    headless=True

Step Create Instance
    Create Instance    bench    engine=firefox    executable_path=${FIREFOX}    headless=True

Step Destroy Instance
    Destroy Instance

Step Navigate Form
    Navigate    ${URL}/form.html

Step Verify Heading
    Verify Text Visible    Bench Form

Step Verify Value
    Verify Value    css=#name    Alice

Step Type
    Type    css=#name    Bob

Step Click
    Click    css=#save

Step Navigate List
    Navigate    ${URL}/list.html

Step Verify List
    Verify List Visible    container_ref=css=#items    items=${ITEMS}

Step Tabs New
    Tabs New

Step Tabs Select
    Tabs Select    0

Step Tabs Close
    Tabs Close    1

Step Resize
    [Arguments]    ${width}    ${height}
    Resize    ${width}    ${height}

Step Navigate Big
    Navigate    ${URL}/big.html

Step Snapshot
    Snapshot

Step List Instances
    List Instances

Step No Operation
    No Operation
