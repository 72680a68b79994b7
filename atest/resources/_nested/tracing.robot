*** Settings ***
Documentation     One failing and one passing test under the import argument tracing
...               (TRACING: on or retain-on-failure); the suite that runs this one reads
...               the traces and output.xml.
Library           CamoufoxLibrary    timeout=20s    tracing=${TRACING}    run_on_failure=NONE
Suite Setup       Create Instance    nested


*** Variables ***
${TRACING}        off


*** Test Cases ***
A Failing Test
    Navigate    ${URL}/network.html
    Run Keyword And Expect Error    page_not_found:*    Navigate    ${URL}/index.html    page_id=page-nope
    Click    id=add
    Get Text    id=added    ==    nothing added

A Passing Test
    Navigate    ${URL}/network.html
    Get Text    id=state    ==    loaded 200
