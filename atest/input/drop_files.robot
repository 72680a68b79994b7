*** Settings ***
Documentation     Drop Files: files dropped on a drop zone reach the page's own drop
...               handler as real File objects, with their names, types and bytes.
Resource          input.resource
Suite Setup       Create Instance    input-drop
Test Setup        Open Test Page    dropzone.html
Test Teardown     Resolve Pending Modals


*** Test Cases ***
Dropped Files Reach The Page's Drop Handler
    ${result} =    Drop Files    id=zone    ${PAGES}/files/scores.csv    ${PAGES}/files/answer.json
    Should Be True    ${result}[handled]
    Length Should Be    ${result}[files]    2
    Wait For    text=Received:
    Get Text    id=received    ==    Received: scores.csv (text/csv, 17 bytes): name,score ada,3; answer.json (application/json, 15 bytes): {"answer": 42}
    Get Text    id=events    ==    dragenter dragover drop

Drop Errors Name The Argument
    Run Keyword And Expect Error    invalid_params: argument 'ref': selector 'id=not-a-zone' takes no drops*
    ...    Drop Files    id=not-a-zone    ${PAGES}/files/scores.csv
    Run Keyword And Expect Error    invalid_params: paths?0?: file '${PAGES}/files/missing.csv' does not exist
    ...    Drop Files    id=zone    ${PAGES}/files/missing.csv
    Run Keyword And Expect Error    invalid_params: argument 'paths': give at least one file to drop
    ...    Drop Files    id=zone
    Get Text    id=received    ==    Nothing received
