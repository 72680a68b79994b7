*** Settings ***
Documentation     Expect Download / Wait For Download and Download: files under
...               ${OUTPUT DIR}, never outside what was asked.
Resource          ../resources/common.resource
Suite Setup       Create Instance    downloads
Test Setup        Open Test Page    network.html


*** Test Cases ***
A Download A Click Starts
    ${wait} =    Expect Download
    Click    id=export
    ${file} =    Wait For Download    ${wait}[wait_id]
    Should Be Equal    ${file}[suggested_filename]    orders.csv
    Should Be Equal    ${file}[path]    ${OUTPUT DIR}${/}downloads${/}orders.csv
    Should Be Equal As Integers    ${file}[size]    21
    ${text} =    Get File    ${file}[path]
    Should Be Equal    ${text}    line 1\nline 2\nline 3\n
    [Teardown]    Remove File    ${OUTPUT DIR}/downloads/orders.csv

A Download To A Path Of Its Own
    ${wait} =    Expect Download
    Click    id=export
    ${file} =    Wait For Download    ${wait}[wait_id]    file_path=exports/mine.csv
    Should Be Equal    ${file}[path]    ${OUTPUT DIR}${/}exports${/}mine.csv
    File Should Exist    ${OUTPUT DIR}/exports/mine.csv
    [Setup]    Run Keywords    Create Directory    ${OUTPUT DIR}/exports    AND    Open Test Page    network.html

A Download By URL
    ${file} =    Download    ${URL}/__download__?name=report.txt&lines=2
    Should Be Equal    ${file}[suggested_filename]    report.txt
    Should Be Equal As Integers    ${file}[size]    14
    ${again} =    Download    ${URL}/__download__?name=report.txt&lines=2
    Should Be Equal    ${again}[path]    ${OUTPUT DIR}${/}downloads${/}report-2.txt
    [Teardown]    Remove Files    ${OUTPUT DIR}/downloads/report*.txt

A Failed Download Fails With Its Reason
    ${wait} =    Expect Download
    Click    id=broken
    Run Keyword And Expect Error    navigation_failed: the download of ${URL}/__truncated__ failed: canceled
    ...    Wait For Download    ${wait}[wait_id]
    Run Keyword And Expect Error    navigation_failed: the download of ${URL}/missing.bin failed: the server answered 404*
    ...    Download    ${URL}/missing.bin

No Download Times Out
    ${wait} =    Expect Download
    Run Keyword And Expect Error    wait_timeout: no download started within 0.2 s*
    ...    Wait For Download    ${wait}[wait_id]    timeout=0.2s

A Path That Leads Out Of The Output Directory Is Refused
    Run Keyword And Expect Error    invalid_params: argument 'file_path': '../escape.txt' leads out of *
    ...    Download    ${URL}/__download__    file_path=../escape.txt
    Create Directory    ${OUTPUT DIR}/links
    Evaluate    os.symlink($TEMPDIR, $OUTPUT_DIR + '/links/out') if not os.path.lexists($OUTPUT_DIR + '/links/out') else None
    Run Keyword And Expect Error    invalid_params: argument 'folder': 'links/out' leads out of *, through '..' or a symbolic link*
    ...    Download    ${URL}/__download__    folder=links/out
    File Should Not Exist    ${OUTPUT DIR}/../escape.txt
    [Teardown]    Remove Directory    ${OUTPUT DIR}/links    recursive=True
